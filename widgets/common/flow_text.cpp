#include "widgets/common/flow_text.h"

#include <cmath>
#include <memory>

#include <QResizeEvent>
#include <QTextDocument>

namespace memledger::widgets {

FlowText::FlowText(QWidget* parent) : QTextBrowser(parent)
{
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setFocusPolicy(Qt::NoFocus);
    setOpenLinks(false);
    document()->setDocumentMargin(0);
    // Reads as a label on the panel, not as an editor.
    viewport()->setAutoFillBackground(false);
    setStyleSheet(QStringLiteral("QTextBrowser { background: transparent; }"));
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void FlowText::setText(const QString& html)
{
    if (html == m_html)
        return;
    m_html = html;
    setHtml(html);
    updateGeometry();
}

int FlowText::heightForWidth(int width) const
{
    const std::unique_ptr<QTextDocument> copy(document()->clone());
    copy->setTextWidth(std::max(1, width - 2 * frameWidth()));
    return static_cast<int>(std::ceil(copy->size().height())) + 2 * frameWidth();
}

QSize FlowText::sizeHint() const
{
    const int width = std::max(this->width(), 200);
    return {width, heightForWidth(width)};
}

QSize FlowText::minimumSizeHint() const
{
    // Any width: the text wraps to it. The height follows through heightForWidth.
    return {40, fontMetrics().height()};
}

void FlowText::resizeEvent(QResizeEvent* event)
{
    QTextBrowser::resizeEvent(event);
    if (event->oldSize().width() != event->size().width())
        updateGeometry();   // a new width wraps into another height
}

}  // namespace memledger::widgets

#include "widgets/common/live_label.h"

#include <algorithm>

#include <QEvent>
#include <QLabel>

namespace memledger::widgets {

LiveLabel::LiveLabel(QWidget* parent)
    : QWidget(parent), m_label(new QLabel(this))
{
    // The layouts above see the holder in the label's place, so it takes the label's size
    // policy; readers, screen readers and style sheets see the label itself.
    setSizePolicy(m_label->sizePolicy());
}

void LiveLabel::setText(const QString& text)
{
    if (text == m_label->text())
        return;
    m_label->setText(text);   // a shown label asks this holder to lay it out again (event())
    if (!isVisible()) {
        // Nothing is painted or laid out while hidden: the layouts above learn of the new
        // size when they are next shown, as they would from a QLabel.
        m_size.reset();
        updateGeometry();
    }
}

QString LiveLabel::text() const
{
    return m_label->text();
}

// A dimension this holder's size policy ignores (a status cut on a narrow row) is left
// out, so that a longer text there asks nothing of the layout.
QSize LiveLabel::counted(QSize size) const
{
    if (sizePolicy().horizontalPolicy() == QSizePolicy::Ignored)
        size.setWidth(0);
    if (sizePolicy().verticalPolicy() == QSizePolicy::Ignored)
        size.setHeight(0);
    return size;
}

LiveLabel::Size LiveLabel::measure() const
{
    Size size{counted(m_label->sizeHint()), counted(m_label->minimumSizeHint())};
    if (m_widthOnlyGrows) {
        m_widest = std::max(m_widest, size.hint.width());
        size.hint.setWidth(m_widest);
        size.minimum.setWidth(std::max(size.minimum.width(), m_widest));
    }
    if (m_label->hasHeightForWidth())
        size.height = m_label->heightForWidth(width());
    return size;
}

const LiveLabel::Size& LiveLabel::size() const
{
    if (!m_size)
        m_size = measure();
    return *m_size;
}

QSize LiveLabel::sizeHint() const
{
    return size().hint;
}

QSize LiveLabel::minimumSizeHint() const
{
    return size().minimum;
}

bool LiveLabel::hasHeightForWidth() const
{
    return m_label->hasHeightForWidth();
}

int LiveLabel::heightForWidth(int width) const
{
    return width == this->width() ? size().height : m_label->heightForWidth(width);
}

// The label's text, font or style changed while shown: follow it only if its size did.
// A wrapping label is as wide as its place in the layout gives it, so its height there is
// what can change; its preferred and minimum widths (the longest line and word) are
// measured again with it, which lays out the text twice more.
void LiveLabel::followLabel()
{
    if (m_size && m_label->hasHeightForWidth() && m_label->heightForWidth(width()) == m_size->height)
        return;
    const Size now = measure();
    if (m_size && !m_label->hasHeightForWidth() && now.hint == m_size->hint && now.minimum == m_size->minimum)
        return;
    m_size = now;
    ++m_layoutRequests;
    updateGeometry();
}

bool LiveLabel::event(QEvent* event)
{
    if (event->type() == QEvent::LayoutRequest) {
        followLabel();
        return true;
    }
    return QWidget::event(event);
}

// A new font or style (presentation mode's large type) sizes the text anew, shown or hidden.
void LiveLabel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        m_size.reset();
    QWidget::changeEvent(event);   // which asks the layouts above to follow
}

void LiveLabel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    m_label->setGeometry(rect());
    if (m_size && m_label->hasHeightForWidth())
        m_size->height = m_label->heightForWidth(width());
}

}  // namespace memledger::widgets

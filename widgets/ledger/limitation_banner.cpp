#include "widgets/ledger/limitation_banner.h"

#include <QLabel>
#include <QVBoxLayout>

#include "model/core/limitation.h"
#include "widgets/common/theme.h"
#include "widgets/common/vocabulary.h"

namespace memledger::widgets {

namespace {

// Lines the banner shows before "and N more": a long list would push the ledger off the
// screen; the tooltip holds all of them.
constexpr int kShownLines = 3;

}  // namespace

LimitationBanner::LimitationBanner(QWidget* parent) : QFrame(parent), m_text(new QLabel(this))
{
    setFrameShape(QFrame::StyledPanel);
    setObjectName(QStringLiteral("limitationBanner"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 3, 6, 3);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_text);
    setStatusColor(m_text, Status::Invalid);
    hide();
}

void LimitationBanner::setScenario(const model::Scenario& scenario)
{
    const model::Translate translate = [](const char* context, const char* english) {
        return engineWord(context, english);
    };
    QStringList lines;     // the whole of each: the tooltip and text()
    QStringList summaries; // one short line each: the banner
    for (const model::Limitation& limitation : scenario.limitations) {
        lines << QString::fromStdString(model::limitationText(limitation, translate));
        summaries << QString::fromStdString(model::limitationSummary(limitation, translate));
    }
    if (lines == m_lines && isVisible() == !lines.isEmpty())
        return;
    m_lines = lines;
    setVisible(!lines.isEmpty());
    if (lines.isEmpty())
        return;
    const QString heading = QString::fromStdString(model::limitationsHeading(lines.size(), translate));
    QStringList shown;
    for (int i = 0; i < std::min<int>(kShownLines, lines.size()); ++i)
        shown << QStringLiteral("• ") + summaries[i].toHtmlEscaped();
    if (lines.size() > kShownLines)
        shown << tr("… and %n more (hover for all of them)", nullptr, lines.size() - kShownLines);
    m_text->setText(QStringLiteral("<b>⚠ %1</b><br>%2").arg(heading.toHtmlEscaped(), shown.join(QStringLiteral("<br>"))));
    setToolTip(heading + QLatin1Char('\n') + lines.join(QLatin1Char('\n')));
}

QString LimitationBanner::text() const
{
    if (m_lines.isEmpty())
        return {};
    return m_lines.join(QLatin1Char('\n'));
}

}  // namespace memledger::widgets

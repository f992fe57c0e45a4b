#include "widgets/ledger/limitation_banner.h"

#include <algorithm>

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
    // Called on every edit (a slider's drag): nothing is written again while the list holds.
    if (m_shown && scenario.limitations == m_limitations)
        return;
    m_shown = true;
    m_limitations = scenario.limitations;
    m_lines.clear();        // the whole of each: the tooltip and text()
    QStringList summaries;  // one short line each: the banner
    for (const model::Limitation& limitation : m_limitations) {
        m_lines << QString::fromStdString(model::limitationText(limitation, engineWord));
        summaries << QString::fromStdString(model::limitationSummary(limitation, engineWord));
    }
    setVisible(!m_lines.isEmpty());
    if (m_lines.isEmpty())
        return;
    const QString heading = QString::fromStdString(model::limitationsHeading(m_lines.size(), engineWord));
    QStringList shown;
    for (int i = 0; i < std::min<int>(kShownLines, summaries.size()); ++i)
        shown << QStringLiteral("• ") + summaries[i].toHtmlEscaped();
    if (m_lines.size() > kShownLines)
        shown << tr("… and %n more (hover for all of them)", nullptr, m_lines.size() - kShownLines);
    m_text->setText(QStringLiteral("<b>⚠ %1</b><br>%2").arg(heading.toHtmlEscaped(), shown.join(QStringLiteral("<br>"))));
    setToolTip(heading + QLatin1Char('\n') + m_lines.join(QLatin1Char('\n')));
}

QString LimitationBanner::text() const
{
    if (m_lines.isEmpty())
        return {};
    return m_lines.join(QLatin1Char('\n'));
}

}  // namespace memledger::widgets

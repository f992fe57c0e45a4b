#include "widgets/ledger/limitation_banner.h"

#include <algorithm>

#include <QLabel>
#include <QResizeEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include "model/core/limitation.h"
#include "model/core/validation.h"
#include "widgets/common/theme.h"
#include "widgets/common/vocabulary.h"

namespace memledger::widgets {

namespace {

// Lines the banner shows before "and N more": a long list would push the ledger off the
// screen; the tooltip holds all of them.
constexpr int kShownLines = 3;
// Text lines the banner grows to before it scrolls.
constexpr int kMostLines = 7;

}  // namespace

LimitationBanner::LimitationBanner(QWidget* parent)
    : QFrame(parent), m_text(new QLabel), m_scroll(new QScrollArea(this))
{
    setFrameShape(QFrame::StyledPanel);
    setObjectName(QStringLiteral("limitationBanner"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 3, 6, 3);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setWidget(m_text);
    layout->addWidget(m_scroll);
    setStatusColor(m_text, Status::Invalid);
    hide();
}

void LimitationBanner::resizeEvent(QResizeEvent* event)
{
    QFrame::resizeEvent(event);
    fitHeight();
}

void LimitationBanner::fitHeight()
{
    const int scrollBar = m_scroll->verticalScrollBar()->sizeHint().width();
    const int width = std::max(120, m_scroll->width() - scrollBar);
    const int content = m_text->heightForWidth(width);
    const int most = m_text->fontMetrics().lineSpacing() * kMostLines;
    m_scroll->setFixedHeight(std::min(content > 0 ? content : m_text->sizeHint().height(), most));
}

void LimitationBanner::setScenario(const model::Scenario& scenario, const std::vector<model::Problem>& warnings)
{
    std::vector<std::string> warned;
    for (const model::Problem& warning : warnings)
        warned.push_back(warning.message);
    // Called on every edit (a slider's drag): nothing is written again while the lists hold.
    if (m_shown && scenario.limitations == m_limitations && warned == m_warnings)
        return;
    m_shown = true;
    m_limitations = scenario.limitations;
    m_warnings = std::move(warned);
    m_lines.clear();        // the whole of each: the tooltip and text()
    QStringList summaries;  // one short line each: the banner
    for (const model::Limitation& limitation : m_limitations) {
        m_lines << QString::fromStdString(model::limitationText(limitation, engineWord));
        summaries << QString::fromStdString(model::limitationSummary(limitation, engineWord));
    }
    QStringList notes;
    for (const model::Problem& warning : warnings)
        notes << QString::fromStdString(model::problemText(warning, engineWord));
    setVisible(!m_lines.isEmpty() || !notes.isEmpty());
    const auto bullets = [](const QStringList& lines) {
        QStringList shown;
        for (int i = 0; i < std::min<int>(kShownLines, lines.size()); ++i)
            shown << QStringLiteral("• ") + lines[i].toHtmlEscaped();
        if (lines.size() > kShownLines)
            shown << LimitationBanner::tr("… and %n more (hover for all of them)", nullptr, lines.size() - kShownLines);
        return shown.join(QStringLiteral("<br>"));
    };
    QStringList html;
    QStringList tip;
    if (!m_lines.isEmpty()) {
        const QString heading = QString::fromStdString(model::limitationsHeading(m_lines.size(), engineWord));
        html << QStringLiteral("<b>⚠ %1</b><br>%2").arg(heading.toHtmlEscaped(), bullets(summaries));
        tip << heading << m_lines;
    }
    if (!notes.isEmpty()) {
        const QString heading = tr("Worth knowing about this estimate:");
        html << QStringLiteral("<b>⚠ %1</b><br>%2").arg(heading.toHtmlEscaped(), bullets(notes));
        tip << heading << notes;
    }
    m_lines << notes;
    m_text->setText(html.join(QStringLiteral("<br>")));
    setToolTip(tip.join(QLatin1Char('\n')));
    fitHeight();
}

QString LimitationBanner::text() const
{
    if (m_lines.isEmpty())
        return {};
    return m_lines.join(QLatin1Char('\n'));
}

}  // namespace memledger::widgets

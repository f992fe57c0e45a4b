#include "widgets/triage/triage_text.h"

#include <QCoreApplication>
#include <QLocale>

#include "widgets/common/vocabulary.h"
#include "widgets/session/problem_text.h"

namespace memledger::widgets {

namespace {

// The translation context of the wizard's free functions.
struct TriageText {
    Q_DECLARE_TR_FUNCTIONS(TriageText)
};

QString timeText(const model::StepTime& before, const model::StepTime& after)
{
    const model::StepTimeChange change = model::stepTimeChange(before, after);
    if (!change.known)
        return TriageText::tr("not simulated");
    const QString cost = TriageText::tr("%1 per step (%2)").arg(formatSignedSeconds(change.seconds),
                                                              formatSignedPercent(change.fraction));
    if (change.hiddenAdded <= 0)
        return cost;
    return TriageText::tr("%1; %2 of transfers hidden behind compute").arg(cost, formatSignedSeconds(change.hiddenAdded));
}

QString branchTitle(const std::string& id, const TriageTextContext& c)
{
    const model::TriageNode* node = c.tree.node(id);
    return node ? triageText(node->title.in(c.language)) : triageText(id);
}

QString actionTitle(const std::string& id, const TriageTextContext& c)
{
    const model::TriageAction* action = c.tree.action(id);
    return action ? triageText(action->title.in(c.language)) : triageText(id);
}

QString memoryLine(double total, double capacity, ByteUnit unit)
{
    const QString verdict = total <= capacity ? TriageText::tr("fits") : TriageText::tr("does not fit");
    return TriageText::tr("%1 of %2 (%3)").arg(formatBytes(total, unit), formatBytes(capacity, unit), verdict);
}

}  // namespace

model::Language defaultTriageLanguage()
{
    return QLocale().language() == QLocale::Chinese ? model::Language::Zh : model::Language::En;
}

QString triageText(const std::string& text) { return QString::fromStdString(text).toHtmlEscaped(); }

QString diagnosisHtml(const std::vector<model::TriageAnswered>& trail, const TriageTextContext& c)
{
    QString html = QStringLiteral("<ol style='margin-left:12px'>");
    for (const auto& answered : trail)
        html += QStringLiteral("<li>%1</li>").arg(triageText(answered.because.in(c.language)));
    return html + QStringLiteral("</ol>");
}

QString proposalHtml(const model::TriageResult& walk, std::size_t index, const TriageTextContext& c)
{
    const model::TriageStep& step = walk.steps[index];
    const model::TriageAction& action = *c.tree.action(step.action);
    QString html = QStringLiteral("<h3 style='margin:0'>%1</h3><p style='color:%2;margin-top:2px'>%3</p>")
                       .arg(triageText(action.title.in(c.language)), c.muted.name(),
                            TriageText::tr("Branch: %1").arg(branchTitle(step.branch, c)));
    html += QStringLiteral("<table cellspacing='0' cellpadding='2'>");
    auto row = [&](const QString& name, const QString& value) {
        html += QStringLiteral("<tr><td style='white-space:nowrap'><b>%1</b></td><td>%2</td></tr>").arg(name, value);
    };
    row(TriageText::tr("Saves per GPU"), formatBytes(step.saved(), c.unit));
    row(TriageText::tr("GPU memory after"), memoryLine(step.totalAfter, walk.capacity, c.unit));
    row(TriageText::tr("Time cost"), timeText(step.timeBefore, step.timeAfter));
    row(TriageText::tr("Complexity"), TriageText::tr("%1 of %2 — %3")
                              .arg(action.complexity)
                              .arg(model::kMaxComplexity)
                              .arg(triageText(action.complexityReason.in(c.language))));
    // Each change under the name of the control that edits it, with the file's words after
    // it: "Recomputation — memory.recompute: none → full".
    QStringList changes;
    for (const auto& change : model::scenarioChanges(model::stepBefore(walk, index), step.after)) {
        const std::string key = change.substr(0, change.find(':'));
        changes << QStringLiteral("%1 — <code>%2</code>").arg(fieldLabel(key).toHtmlEscaped(), triageText(change));
    }
    row(TriageText::tr("Change"), changes.join(QStringLiteral("<br>")));
    html += QStringLiteral("</table><p><b>%1</b> ").arg(TriageText::tr("Why this branch?"));
    for (const model::TriageAnswered* answered : model::decisiveAnswers(walk, index))
        html += triageText(answered->because.in(c.language)) + QLatin1Char(' ');
    html += QStringLiteral("</p><p><b>%1</b> %2</p><p style='color:%3'><i>%4 %5</i></p>")
                .arg(TriageText::tr("Why?"), triageText(action.why.in(c.language)), c.muted.name(), TriageText::tr("Source:"),
                     triageText(action.source));
    return html;
}

QString pathHtml(const model::TriageResult& path, const TriageTextContext& c)
{
    if (path.steps.empty())
        return TriageText::tr("<i>No step accepted yet.</i>");
    QString html = QStringLiteral("<ol style='margin-left:12px'>");
    for (const auto& step : path.steps)
        html += TriageText::tr("<li>%1 — saves %2, %3</li>")
                    .arg(actionTitle(step.action, c), formatBytes(step.saved(), c.unit),
                         timeText(step.timeBefore, step.timeAfter));
    return html + QStringLiteral("</ol>");
}

QString summaryHtml(const model::TriageResult& path, const TriageTextContext& c)
{
    QString html = QStringLiteral("<p><b>%1</b> %2</p>")
                       .arg(TriageText::tr("Outcome:"), triageText(model::outcomeText(path, c.tree, c.language, triageLabels())));
    html += QStringLiteral("<table cellspacing='0' cellpadding='2'>");
    html += TriageText::tr("<tr><td style='white-space:nowrap'><b>Steps taken</b></td><td>%1</td></tr>").arg(path.steps.size());
    html += TriageText::tr("<tr><td style='white-space:nowrap'><b>GPU memory before</b></td><td>%1</td></tr>")
                .arg(memoryLine(path.totalBefore, path.capacity, c.unit));
    html += TriageText::tr("<tr><td style='white-space:nowrap'><b>GPU memory after</b></td><td>%1</td></tr>")
                .arg(memoryLine(path.totalAfter, path.capacity, c.unit));
    html += TriageText::tr("<tr><td style='white-space:nowrap'><b>Step time</b></td><td>%1</td></tr>").arg(timeText(path.timeBefore, path.timeAfter));
    return html + QStringLiteral("</table>");
}

model::TriageLabels triageLabels() { return model::triageLabels(engineWord); }

}  // namespace memledger::widgets

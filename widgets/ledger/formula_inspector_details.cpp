#include <algorithm>

#include <QTextBrowser>
#include <QTextDocument>
#include <QTreeWidget>

#include "model/core/term.h"
#include "model/ledger/instant_ledger.h"
#include "model/core/validation.h"
#include "widgets/common/quantity_text.h"
#include "widgets/common/theme.h"
#include "widgets/common/vocabulary.h"
#include "widgets/ledger/formula_inspector.h"
#include "widgets/ledger/ledger_layout.h"

namespace memledger::widgets {

namespace {

QString row(const QString& name, const QString& value)
{
    return QStringLiteral("<tr><td style='padding-right:8px'><b>%1</b></td><td>%2</td></tr>").arg(name, value);
}

QString liveText(const model::Term& t)
{
    QStringList at;
    for (int i = 0; i < model::kInstantCount; ++i)
        if (t.liveAtInstant(static_cast<model::Instant>(i)))
            at << instantName(static_cast<model::Instant>(i));
    return at.join(QStringLiteral(", "));
}

}  // namespace

// How the fragmentation term was obtained: the settings replayed, or why φ is assumed.
QString FormulaInspector::fragmentationBasis(const model::FragmentationBasis& basis) const
{
    const QString settings = allocatorSettingsName(basis.allocConf);
    if (basis.simulated)
        return tr("Simulated: each stage's step replayed through the caching allocator with %1.").arg(settings);
    if (basis.fallbackReason)
        return tr("Assumed: the allocator could not be simulated (%1).")
            .arg(QString::fromStdString(model::problemText(*basis.fallbackReason, engineWord)));
    return tr("Assumed until the allocator simulation answers.");
}

// A stage's bar shows the stage at its peak instant; a term not live then has no segment to highlight.
QString FormulaInspector::peakNote(int ledger, const model::Term& t) const
{
    if (ledger < 0 || model::countsAtPeak(m_estimate->stages[static_cast<std::size_t>(ledger)], t))
        return {};
    const auto instant = m_estimate->stages[static_cast<std::size_t>(ledger)].peakInstant;
    // A post-training job's worst stage also has a row per phase (ledger_layout.cpp).
    const auto phases = model::instantsOfTheStep(*m_estimate);
    const bool phaseRows = ledger == m_estimate->worstStage &&
                           std::any_of(phases.begin(), phases.end(), [](model::Instant i) {
                               return i == model::Instant::Rollout || i == model::Instant::LogProb;
                           });
    const QString where = phaseRows
        ? tr("The stage's bar shows its peak instant; the phase rows below show this term where it is live.")
        : tr("The ledger shows each stage at its peak instant, so this term has no segment there.");
    return QStringLiteral("<p style='background:%1; padding:4px'><b>%2</b><br>%3</p>")
        .arg(Theme(palette()).noteFill().name(), tr("Not live at the peak (%1)").arg(instantName(instant)).toHtmlEscaped(),
             where.toHtmlEscaped());
}

// The selected term in full: the tree's columns are too narrow for long formulas.
void FormulaInspector::showDetails()
{
    const auto* item = m_tree->currentItem();
    if (!item || !m_estimate || !m_estimate->valid() || item->data(LabelColumn, TermRole).toInt() < 0) {
        if (!m_details->document()->isEmpty())
            m_details->clear();   // clearing an empty browser still lays it out again
        return;
    }
    const int ledger = item->data(LabelColumn, LedgerRole).toInt();
    const int index = item->data(LabelColumn, TermRole).toInt();
    const auto& e = *m_estimate;
    const auto& terms = ledger == kHostLedger   ? e.host.terms
                        : ledger == kNvmeLedger ? e.nvme.terms
                                                : e.stages[static_cast<std::size_t>(ledger)].terms;
    const auto& t = terms[static_cast<std::size_t>(index)];
    m_selectedLedger = ledger;
    m_selectedId = QString::fromUtf8(t.id);
    auto esc = [](const QString& s) { return s.toHtmlEscaped(); };
    QString html
        = QStringLiteral("<h3>%1</h3>").arg(esc(termLabel(t))) + peakNote(ledger, t) + QStringLiteral("<table>");
    html += row(tr("Bytes"), esc(item->text(BytesColumn)) + QStringLiteral(" (") + esc(formatExactBytes(t.bytes)) +
                                 QStringLiteral(")"));
    html += row(tr("Provenance"), esc(item->text(ProvenanceColumn)));
    html += row(tr("Formula"), QStringLiteral("<code>") + esc(QString::fromStdString(model::formulaText(t))) + QStringLiteral("</code>"));
    html += row(tr("With values"), QStringLiteral("<code>") + esc(item->text(ValuesColumn)) + QStringLiteral("</code>"));
    // One line per symbol: its value and what it stands for.
    QStringList vars;
    for (int v = 0; v < t.varCount; ++v) {
        const auto& var = t.vars[static_cast<std::size_t>(v)];
        const QString meaning = symbolMeaning(t, var.symbol);
        vars << QStringLiteral("<code>%1 = %2</code>%3")
                    .arg(esc(QString::fromUtf8(var.symbol)), esc(QString::fromStdString(model::formatValue(var.value))),
                         meaning.isEmpty() ? QString() : QStringLiteral(" — ") + esc(meaning));
    }
    html += row(tr("Where"), vars.join(QStringLiteral("<br>")));
    html += row(tr("Live at"), esc(liveText(t)));
    html += row(tr("Source"), esc(QString::fromUtf8(t.source)));
    if (t.category == model::Category::Fragmentation)
        html += row(tr("Allocator"), esc(fragmentationBasis(e.fragmentation)));
    if (*t.note)
        html += row(tr("Note"), esc(termNote(t)));
    html += row(tr("Id"), QStringLiteral("<code>") + esc(QString::fromUtf8(t.id)) + QStringLiteral("</code>"));
    m_details->setHtml(html + QStringLiteral("</table>"));
}

}  // namespace memledger::widgets

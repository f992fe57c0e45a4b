#include "widgets/ledger/formula_inspector.h"

#include <QEvent>
#include <QHeaderView>
#include <QScopedValueRollback>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "model/core/term.h"
#include "widgets/common/control_help.h"
#include "widgets/common/theme.h"
#include "widgets/common/vocabulary.h"
#include "widgets/ledger/ledger_layout.h"

namespace memledger::widgets {

namespace {

QString provenanceName(model::Provenance p)
{
    switch (p) {
    case model::Provenance::Exact: return FormulaInspector::tr("exact");
    case model::Provenance::Estimated: return FormulaInspector::tr("estimated");
    case model::Provenance::Assumed: return FormulaInspector::tr("assumed");
    case model::Provenance::Simulated: return FormulaInspector::tr("simulated");
    }
    return {};
}

}  // namespace

FormulaInspector::FormulaInspector(QWidget* parent)
    : QWidget(parent), m_tree(new QTreeWidget), m_details(new QTextBrowser)
{
    m_tree->setHeaderLabels({tr("Term"), tr("Bytes"), tr("Provenance"), tr("Formula"), tr("With values"), tr("Source"),
                             tr("Note")});
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->resizeSection(LabelColumn, 230);
    m_tree->header()->resizeSection(BytesColumn, 90);
    m_tree->header()->resizeSection(ProvenanceColumn, 80);
    m_details->setOpenExternalLinks(true);
    describeControl(m_tree, tr("Ledger terms"),
                    tr("Every term of the ledger with its bytes, formula, values and source. Pick one to read its "
                       "derivation below and highlight it in the ledger."));
    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(m_tree);
    split->addWidget(m_details);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, &FormulaInspector::currentChanged);
    connect(m_tree, &QTreeWidget::itemExpanded, this, &FormulaInspector::expanded);
}

void FormulaInspector::setEstimate(EstimatePtr shown, bool stale)
{
    m_estimate = std::move(shown);
    m_tree->setEnabled(!stale);
    rebuild();
}

void FormulaInspector::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() != QEvent::PaletteChange)
        return;
    m_tree->clear();   // the swatches are drawn in the palette's category colours: draw them anew
    rebuild();
}

void FormulaInspector::setUnit(ByteUnit unit)
{
    m_unit = unit;
    rebuild();
}

void FormulaInspector::addLedger(const QString& title, int ledger, const std::vector<model::Term>& terms, bool expanded)
{
    auto* top = new QTreeWidgetItem(m_tree, {title});
    QFont bold = top->font(0);
    bold.setBold(true);
    top->setFont(LabelColumn, bold);
    top->setData(LabelColumn, LedgerRole, ledger);
    top->setData(LabelColumn, TermRole, -1);
    for (std::size_t i = 0; i < terms.size(); ++i) {
        auto* item = new QTreeWidgetItem(top);
        item->setTextAlignment(BytesColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setData(LabelColumn, LedgerRole, ledger);
        item->setData(LabelColumn, TermRole, static_cast<int>(i));
        showTerm(item, terms[i]);
    }
    top->setExpanded(expanded);
}

void FormulaInspector::showTerm(QTreeWidgetItem* item, const model::Term& t)
{
    // A term keeps its category from one estimate to the next: its swatch is drawn once.
    if (item->data(LabelColumn, IdRole).toString() != QLatin1String(t.id)) {
        QPixmap swatch(12, 12);
        swatch.fill(Theme(palette()).category(t.category));
        item->setIcon(LabelColumn, QIcon(swatch));
        item->setData(LabelColumn, IdRole, QString::fromLatin1(t.id));
    }
    // QTreeWidgetItem ignores a text equal to the one it has: only the changed cells repaint.
    item->setText(LabelColumn, termLabel(t));
    item->setText(BytesColumn, formatBytes(t.bytes, m_unit));
    item->setText(ProvenanceColumn, provenanceName(t.provenance));
    item->setText(FormulaColumn, QString::fromStdString(model::formulaText(t)));
    item->setText(ValuesColumn, QString::fromStdString(model::substitute(t)));
    item->setText(SourceColumn, QString::fromUtf8(t.source));
    item->setText(NoteColumn, termNote(t));
    item->setData(BytesColumn, BytesRole, t.bytes);
}

void FormulaInspector::showTerms(QTreeWidgetItem* ledger, const std::vector<model::Term>& terms)
{
    for (std::size_t i = 0; i < terms.size(); ++i)
        showTerm(ledger->child(static_cast<int>(i)), terms[i]);
    ledger->setData(LabelColumn, StaleRole, false);
}

// A ledger collapsed through earlier edits shows their rows: bring them up to date.
void FormulaInspector::expanded(QTreeWidgetItem* ledger)
{
    if (!ledger->data(LabelColumn, StaleRole).toBool() || !m_estimate || !m_estimate->valid())
        return;
    for (const auto& shown : ledgersOf(*m_estimate))
        if (shown.ledger == ledger->data(LabelColumn, LedgerRole).toInt())
            showTerms(ledger, *shown.terms);
}

std::vector<FormulaInspector::LedgerShown> FormulaInspector::ledgersOf(const model::Estimate& e) const
{
    std::vector<LedgerShown> ledgers;
    for (const auto& stage : e.stages) {
        const bool worst = stage.stage == e.worstStage;
        ledgers.push_back({tr("Stage %1%2 · %3 · %4 layers")
                               .arg(stage.stage)
                               .arg(worst ? tr(" ★ worst") : QString())
                               .arg(formatBytes(stage.total, m_unit))
                               .arg(stage.layers),
                           stage.stage, &stage.terms, worst});
    }
    if (!e.host.terms.empty())
        ledgers.push_back({tr("Host RAM per node · %1").arg(formatBytes(e.host.total, m_unit)), kHostLedger,
                           &e.host.terms, true});
    if (!e.nvme.terms.empty())
        ledgers.push_back({tr("NVMe per node · %1").arg(formatBytes(e.nvme.total, m_unit)), kNvmeLedger,
                           &e.nvme.terms, true});
    return ledgers;
}

// Whether the tree already lists these ledgers' terms, in order: a slider step usually
// changes bytes, not which terms exist.
bool FormulaInspector::lists(const std::vector<LedgerShown>& ledgers) const
{
    if (m_tree->topLevelItemCount() != static_cast<int>(ledgers.size()))
        return false;
    for (std::size_t l = 0; l < ledgers.size(); ++l) {
        const QTreeWidgetItem* top = m_tree->topLevelItem(static_cast<int>(l));
        const auto& terms = *ledgers[l].terms;
        if (top->data(LabelColumn, LedgerRole).toInt() != ledgers[l].ledger ||
            top->childCount() != static_cast<int>(terms.size()))
            return false;
        for (std::size_t i = 0; i < terms.size(); ++i)
            if (top->child(static_cast<int>(i))->data(LabelColumn, IdRole).toString() != QLatin1String(terms[i].id))
                return false;
    }
    return true;
}

void FormulaInspector::rebuild()
{
    const int keepLedger = m_selectedLedger;
    const QString keepId = m_selectedId;
    const QSignalBlocker block(m_tree);
    if (!m_estimate || !m_estimate->valid()) {
        m_tree->clear();
        m_details->clear();
        return;
    }
    const std::vector<LedgerShown> ledgers = ledgersOf(*m_estimate);
    if (lists(ledgers)) {
        // Updated in place: the user's expanded ledgers, selection and scroll position stay.
        // Only the rows one can see (and the selected term's, which the details quote) are
        // rewritten on each edit: with eight stages that is one ledger of eight.
        const QTreeWidgetItem* current = m_tree->currentItem();
        for (std::size_t l = 0; l < ledgers.size(); ++l) {
            QTreeWidgetItem* top = m_tree->topLevelItem(static_cast<int>(l));
            top->setText(LabelColumn, ledgers[l].title);
            if (top->isExpanded() || (current && current->parent() == top))
                showTerms(top, *ledgers[l].terms);
            else
                top->setData(LabelColumn, StaleRole, true);
        }
    } else {
        m_tree->clear();
        for (const auto& ledger : ledgers)
            addLedger(ledger.title, ledger.ledger, *ledger.terms, ledger.expanded);
        m_selectedLedger = keepLedger;
        m_selectedId = keepId;
        if (!keepId.isEmpty())
            selectTermById(keepId);
    }
    showDetails();   // the tree's signals are blocked here: refresh the details for the new estimate
}

void FormulaInspector::currentChanged()
{
    showDetails();
    if (!m_programmatic)
        emit termSelected(selectedLedger(), selectedTerm());
}

int FormulaInspector::selectedLedger() const
{
    const auto* item = m_tree->currentItem();
    return item && selectedTerm() >= 0 ? item->data(LabelColumn, LedgerRole).toInt() : 0;
}

QString FormulaInspector::selectedTermId() const
{
    return selectedTerm() >= 0 ? m_selectedId : QString();
}

int FormulaInspector::selectedTerm() const
{
    const auto* item = m_tree->currentItem();
    return item ? item->data(LabelColumn, TermRole).toInt() : -1;
}

QTreeWidgetItem* FormulaInspector::findItem(int ledger, int term) const
{
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        auto* top = m_tree->topLevelItem(i);
        if (top->data(LabelColumn, LedgerRole).toInt() != ledger)
            continue;
        if (term >= 0 && term < top->childCount())
            return top->child(term);
    }
    return nullptr;
}

bool FormulaInspector::selectTerm(int ledger, int term)
{
    auto* item = findItem(ledger, term);
    if (!item)
        return false;
    const QScopedValueRollback<bool> quiet(m_programmatic, true);
    item->parent()->setExpanded(true);
    m_tree->setCurrentItem(item);
    m_tree->scrollToItem(item, QAbstractItemView::PositionAtCenter);
    return true;
}

bool FormulaInspector::selectTermById(const QString& id)
{
    if (!m_estimate || !m_estimate->valid())
        return false;
    const auto& e = *m_estimate;
    auto search = [&](int ledger, const std::vector<model::Term>& terms) {
        for (std::size_t i = 0; i < terms.size(); ++i)
            if (id == QLatin1String(terms[i].id))
                return selectTerm(ledger, static_cast<int>(i));
        return false;
    };
    const int first = m_selectedLedger >= 0 && m_selectedLedger < static_cast<int>(e.stages.size()) ? m_selectedLedger
                                                                                                   : e.worstStage;
    if (search(first, e.stages[static_cast<std::size_t>(first)].terms))
        return true;
    for (const auto& stage : e.stages)
        if (search(stage.stage, stage.terms))
            return true;
    return search(kHostLedger, e.host.terms) || search(kNvmeLedger, e.nvme.terms);
}

QString FormulaInspector::detailsHtml() const
{
    return m_details->toHtml();
}

}  // namespace memledger::widgets

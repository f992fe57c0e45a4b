#include "widgets/explore/planner/planner_table.h"

#include <QFont>
#include <QLocale>
#include <QPalette>
#include <QStringList>

#include "model/core/framework.h"
#include "widgets/common/enum_labels.h"
#include "widgets/explore/planner/planner_text.h"

namespace memledger::widgets {

namespace {

QString offloadText(const model::Scenario& s)
{
    const auto& o = s.memory.offload;
    if (o.parameters != model::OffloadTarget::None)
        return PlannerTable::tr("optimizer + params → %1").arg(translatedEnumLabel(enumLabel(o.parameters)));
    if (o.optimizer != model::OffloadTarget::None)
        return PlannerTable::tr("optimizer → %1").arg(translatedEnumLabel(enumLabel(o.optimizer)));
    return PlannerTable::tr("none");
}

}  // namespace

PlannerTable::PlannerTable(QObject* parent) : QAbstractTableModel(parent) {}

void PlannerTable::setResult(const model::PlanResult& result)
{
    beginResetModel();
    m_result = result;
    endResetModel();
}

void PlannerTable::setUnit(ByteUnit unit)
{
    m_unit = unit;
    if (rowCount() > 0)
        emit dataChanged(index(0, Memory), index(rowCount() - 1, Headroom));
}

const model::PlanRow* PlannerTable::row(int index) const
{
    return index >= 0 && index < rowCount() ? &m_result.rows[static_cast<std::size_t>(index)] : nullptr;
}

int PlannerTable::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_result.rows.size());
}

int PlannerTable::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PlannerTable::data(const QModelIndex& index, int role) const
{
    const model::PlanRow* r = row(index.row());
    if (!r)
        return {};
    if (role == Qt::TextAlignmentRole)
        return index.column() == Recompute || index.column() == Offload ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                                                         : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    const bool memory = index.column() == Memory || index.column() == Headroom;
    if (role == Qt::ToolTipRole && memory)
        return m_result.rowsExact ? formatExactBytes(index.column() == Memory ? r->memoryPerGpu : r->headroom)
                                  : planPendingText();
    // Not yet the ledger's figure: grey italics, as the status line says.
    if (role == Qt::ForegroundRole && memory && !m_result.rowsExact)
        return QPalette().color(QPalette::PlaceholderText);
    if (role == Qt::FontRole && memory && !m_result.rowsExact) {
        QFont font;
        font.setItalic(true);
        return font;
    }
    return role == Qt::DisplayRole ? text(*r, index.column(), index.row() + 1) : QVariant();
}

QVariant PlannerTable::text(const model::PlanRow& row, int column, int rank) const
{
    const auto& s = row.layout;
    switch (column) {
    case Rank: return rank;
    case Dp: return s.parallel.dp;
    case Tp: return s.parallel.tp;
    case Pp: return s.parallel.pp;
    case Vpp: return s.parallel.vpp;
    case Cp: return s.parallel.cp;
    case Ep: return s.parallel.ep;
    case Etp: return s.parallel.expertTp();
    case Zero: return model::effectiveShardStage(s);
    case Recompute: return translatedEnumLabel(enumLabel(s.memory.recompute));
    case MicroBatch: return static_cast<qlonglong>(s.training.microBatch);
    case Accum: return static_cast<qlonglong>(s.gradAccumSteps());
    case Offload: return offloadText(s);
    case Memory: return formatBytes(row.memoryPerGpu, m_unit);
    case Headroom: return formatBytes(row.headroom, m_unit);
    // A row whose step did not simulate shows a dash rather than a zero time.
    case StepTime: return row.stepTime > 0 ? formatSeconds(row.stepTime) : QStringLiteral("–");
    case Mfu: return row.stepTime > 0 ? formatPercent(row.mfu) : QStringLiteral("–");
    case TokensPerSecond:
        return row.stepTime > 0 ? QLocale().toString(row.tokensPerSecond, 'f', 0) : QStringLiteral("–");
    default: return {};
    }
}

QString PlannerTable::describe(const model::PlanRow& row) const
{
    QStringList lines;
    for (int column = Dp; column < ColumnCount; ++column)
        lines << headerData(column, Qt::Horizontal, Qt::DisplayRole).toString() % QStringLiteral(": ") %
                     text(row, column, 0).toString();
    return lines.join(QLatin1Char('\n'));
}

QString PlannerTable::layoutKey(const model::PlanRow& row) const
{
    QStringList knobs;
    for (int column = Dp; column <= Offload; ++column)
        knobs << text(row, column, 0).toString();
    return knobs.join(QLatin1Char('|'));
}

QVariant PlannerTable::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    static const char* const kHeaders[ColumnCount] = {
        QT_TR_NOOP("#"),         QT_TR_NOOP("DP"),         QT_TR_NOOP("TP"),    QT_TR_NOOP("PP"),
        QT_TR_NOOP("VPP"),       QT_TR_NOOP("CP"),         QT_TR_NOOP("EP"),    QT_TR_NOOP("ETP"),
        QT_TR_NOOP("ZeRO"),      QT_TR_NOOP("Recompute"),
        QT_TR_NOOP("Micro-batch"), QT_TR_NOOP("Accum."),   QT_TR_NOOP("Offload"), QT_TR_NOOP("Memory/GPU"),
        QT_TR_NOOP("Headroom"),  QT_TR_NOOP("Step time"),  QT_TR_NOOP("MFU"),   QT_TR_NOOP("Tokens/s"),
    };
    return section >= 0 && section < ColumnCount ? tr(kHeaders[section]) : QVariant();
}

}  // namespace memledger::widgets

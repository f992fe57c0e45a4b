#include "widgets/present/scene_list_panel.h"

#include <functional>

#include <QAbstractItemModel>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

#include "model/io/workspace_json.h"
#include "widgets/present/scene_book.h"
#include "widgets/present/workspace_state.h"
#include "widgets/workbench/workbench.h"

namespace memledger::widgets {

namespace {
// The names the workbench gives its tabs (the same translations).
constexpr const char* kViewLabels[] = {
    QT_TRANSLATE_NOOP("memledger::widgets::Workbench", "Ledger"),   QT_TRANSLATE_NOOP("memledger::widgets::Workbench", "Activations"),
    QT_TRANSLATE_NOOP("memledger::widgets::Workbench", "Timeline"), QT_TRANSLATE_NOOP("memledger::widgets::Workbench", "Allocator"),
    QT_TRANSLATE_NOOP("memledger::widgets::Workbench", "Sweep"),    QT_TRANSLATE_NOOP("memledger::widgets::Workbench", "Fit map"),
    QT_TRANSLATE_NOOP("memledger::widgets::Workbench", "A/B compare"),
};
}  // namespace

QString sceneViewLabel(const QString& id)
{
    const auto& ids = model::sceneViewIds();
    for (std::size_t i = 0; i < ids.size() && i < std::size(kViewLabels); ++i)
        if (id == QLatin1String(ids[i].c_str()))
            return QCoreApplication::translate("memledger::widgets::Workbench", kViewLabels[i]);
    return id;
}

SceneListPanel::SceneListPanel(Workbench* bench, SceneBook* scenes, QWidget* parent)
    : QWidget(parent), m_bench(bench), m_scenes(scenes), m_list(new QListWidget), m_view(new QComboBox)
{
    m_list->setObjectName(QStringLiteral("SceneList"));
    m_list->setDragDropMode(QAbstractItemView::InternalMove);
    m_list->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_list->setToolTip(tr("The scenes, in the order the presentation steps through them: drag to reorder, "
                          "double-click to rename"));
    for (const auto& id : model::sceneViewIds())
        m_view->addItem(sceneViewLabel(QString::fromStdString(id)), QString::fromStdString(id));
    m_view->setToolTip(tr("The view the selected scene shows in the presentation"));

    auto button = [this](const QString& text, const QString& tip, const std::function<void()>& slot, bool needsSelection) {
        auto* b = new QPushButton(text);
        b->setToolTip(tip);
        connect(b, &QPushButton::clicked, this, slot);
        if (needsSelection)
            m_needSelection << b;
        return b;
    };
    auto* buttons = new QGridLayout;
    buttons->addWidget(button(tr("&Add current"), tr("A new scene: the live scenario, the view, the selected term "
                                                     "and the timeline's zoom"),
                              [this] { addCurrent(); }, false), 0, 0);
    buttons->addWidget(button(tr("&Show"), tr("Make the scene's scenario and view live (undoable)"),
                              [this] { showSelected(); }, true), 0, 1);
    buttons->addWidget(button(tr("Re&name"), tr("Rename the scene (F2)"), [this] { renameSelected(); }, true), 0, 2);
    buttons->addWidget(button(tr("&Up"), tr("Earlier in the presentation"), [this] { moveSelected(-1); }, true), 1, 0);
    buttons->addWidget(button(tr("Do&wn"), tr("Later in the presentation"), [this] { moveSelected(+1); }, true), 1, 1);
    buttons->addWidget(button(tr("&Delete"), tr("Delete the scene"), [this] { deleteSelected(); }, true), 1, 2);
    auto* present = new QPushButton(tr("&Present from here"));
    present->setToolTip(tr("Presentation mode from the selected scene (F5 starts at the first)"));
    connect(present, &QPushButton::clicked, this, [this] { emit presentRequested(std::max(selected(), 0)); });

    auto* viewRow = new QFormLayout;
    viewRow->addRow(tr("Shows:"), m_view);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_list, 1);
    layout->addLayout(viewRow);
    layout->addLayout(buttons);
    layout->addWidget(present);

    connect(m_scenes, &SceneBook::changed, this, &SceneListPanel::rebuild);
    connect(m_list, &QListWidget::currentRowChanged, this, &SceneListPanel::selectionChanged);
    connect(m_list, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
        if (!m_rebuilding)
            m_scenes->rename(m_list->row(item), item->text());
    });
    connect(m_list, &QListWidget::itemActivated, this, &SceneListPanel::showSelected);
    connect(m_view, &QComboBox::activated, this,
            [this] { m_scenes->setView(selected(), m_view->currentData().toString()); });
    connect(m_list->model(), &QAbstractItemModel::rowsMoved, this,
            [this](const QModelIndex&, int start, int, const QModelIndex&, int row) {
                rowsMoved(start, row > start ? row - 1 : row);
            });
    rebuild();
}

int SceneListPanel::selected() const
{
    return m_list->currentRow();
}

void SceneListPanel::select(int index)
{
    m_list->setCurrentRow(index);
}

void SceneListPanel::rebuild()
{
    m_rebuilding = true;
    const int keep = m_list->currentRow();
    m_list->clear();
    for (const model::Scene& scene : m_scenes->scenes()) {
        auto* item = new QListWidgetItem(QString::fromStdString(scene.name), m_list);
        item->setFlags(item->flags() | Qt::ItemIsEditable | Qt::ItemIsDragEnabled);
        item->setToolTip(tr("Shows: %1").arg(sceneViewLabel(QString::fromStdString(scene.view.view))));
    }
    m_list->setCurrentRow(std::min(keep, m_list->count() - 1));
    m_rebuilding = false;
    selectionChanged();
}

void SceneListPanel::selectionChanged()
{
    const int row = selected();
    const bool any = row >= 0 && row < m_scenes->count();
    for (QPushButton* b : m_needSelection)
        b->setEnabled(any);
    m_view->setEnabled(any);
    if (any)
        m_view->setCurrentIndex(m_view->findData(QString::fromStdString(m_scenes->at(row).view.view)));
}

void SceneListPanel::addCurrent()
{
    const QString name = tr("Scene %1").arg(m_scenes->count() + 1);
    select(m_scenes->insert(captureScene(*m_bench, name), selected()));
}

void SceneListPanel::showSelected()
{
    const int row = selected();
    if (row < 0 || row >= m_scenes->count())
        return;
    const model::Scene& scene = m_scenes->at(row);
    showScene(*m_bench, scene, tr("Show scene %1").arg(QString::fromStdString(scene.name)));
}

void SceneListPanel::moveSelected(int delta)
{
    const int from = selected();
    const int to = from + delta;
    if (from < 0 || to < 0 || to >= m_scenes->count())
        return;
    m_scenes->move(from, to);
    select(to);
}

void SceneListPanel::rowsMoved(int from, int to)
{
    // The list has moved its row already; the book follows, then the list is rebuilt from it
    // once the drag has finished with the row.
    m_rebuilding = true;
    QTimer::singleShot(0, this, [this, from, to] {
        m_rebuilding = false;
        m_scenes->move(from, to);
        select(to);
    });
}

void SceneListPanel::deleteSelected()
{
    m_scenes->remove(selected());
}

void SceneListPanel::renameSelected()
{
    if (QListWidgetItem* item = m_list->currentItem())
        m_list->editItem(item);
}

}  // namespace memledger::widgets

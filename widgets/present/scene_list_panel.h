// The scene list: adds the live scenario and its view as a scene, shows one, reorders
// them (drag, or Up / Down), renames (double-click or F2), sets the view a scene shows,
// deletes, and starts the presentation at the selected scene.
#pragma once

#include <QWidget>

class QComboBox;
class QListWidget;
class QPushButton;

namespace memledger::widgets {

class SceneBook;
class Workbench;

class SceneListPanel : public QWidget {
    Q_OBJECT
public:
    SceneListPanel(Workbench* bench, SceneBook* scenes, QWidget* parent = nullptr);

    QListWidget* list() const { return m_list; }
    int selected() const;
    void select(int index);
    void addCurrent();
    void showSelected();
    void moveSelected(int delta);
    void deleteSelected();
    void renameSelected();

signals:
    void presentRequested(int scene);

private:
    void rebuild();
    void selectionChanged();
    void rowsMoved(int from, int to);

    Workbench* m_bench;
    SceneBook* m_scenes;
    QListWidget* m_list;
    QComboBox* m_view;
    QList<QPushButton*> m_needSelection;
    bool m_rebuilding = false;
};

// A view's name as the window's tabs call it ("ledger" is the Ledger).
QString sceneViewLabel(const QString& id);

}  // namespace memledger::widgets

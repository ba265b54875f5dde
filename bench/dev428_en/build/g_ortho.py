"""Genre: orthodontic record."""
import dt
import ids
import clin
import common
from nb import P, an

GENRE = "orthodontic_record"
CASE_ARGS = dict(min_days=365 * 4, max_days=365 * 19)

PHASES = {
    "early": (["Impressions/intraoral scan (iTero Element 5D) for study models.",
               "Fit {app}; instructions given to parents."],
              ["Review, good compliance, continue.", "Facemask worn approx. {h} h/day per chart; reverse overjet now {oj} mm.",
               "Appliance broken - repaired chairside.", "Monitoring eruption of permanent incisors."],
              ["Review - stable, recall 6 months."]),
    "pregraft": (["Records + CBCT; fit quad helix.", "Fit Hyrax expander; parents shown how to turn."],
                 ["Quad helix activated 1/2 molar width; crossbite improving.",
                  "Hyrax screw: parents turning 1/4 turn daily, {n} turns done.", "Review, good compliance, continue.",
                  "Appliance broken - repaired chairside."],
                 ["Pre-graft expansion complete; retained with TPA for bone graft."]),
    "fixed": (["Bond upper and lower fixed (3M Victory), {wire}; OHI given, plaque score 20%."],
              ["Wire change to {wire}; elastic chain UR3-UL3.", "Review, good compliance, continue.",
               "Bracket UL4 debonded - rebonded.", "Class III elastics 3/16 light started."],
              ["Debond; Essix retainer fitted, bonded retainer 3-3."]),
}


def write(nb, c):
    rng = c.rng
    o = c.st("ortho")
    y = c.years()
    nb.t(rng.choice(["ORTHODONTIC RECORD - CLEFT\n", "Orthodontic Clinic Notes\n",
                     c.sp("ORTHODONTIC TREATMENT RECORD\n", "ORTHODONTIC PROGRESS RECORD\n")]))
    nb.f("{h} - {dep}\n", h=P(rng.choice([c.centre, c.hosp]), "HOSPITAL"),
         dep=c.sp("Department of Orthodontics", "Department of Orthodontics"))
    common.pt_block(nb, c, variant=rng.choice([0, 2, 3]))
    nb.f("Orthodontist: {t} {n} ", t=o.title, n=c.staff_name("ortho", "full"))
    lf = common.lic_frag(c, "ortho")
    if lf:
        nb.t("(")
        nb.emit(lf)
        nb.t(")")
    nb.t("\n")
    nb.f("Diagnosis: {dx}\n\n", dx=c.dx[0])
    nb.t("EXAMINATION ")
    nb.f("({d})\n", d=c.d(c.enc))
    dent = "primary" if y < 6 else ("mixed" if y < 12 else "permanent")
    nb.t("Dentition: %s. " % dent)
    sk = rng.choice(["I", "III", "III", "III"] if c.dx[3] and c.dx[4] else ["I", "I", "III", "II"])
    nb.t("Skeletal: " + {"I": "Class I", "III": rng.choice(["mild Class III", "Class III (maxillary retrusion)"]),
                         "II": "Class II div 1"}[sk] + ", ")
    nb.t("FMPA " + rng.choice(["average", "increased", "reduced"]) + ". ")
    nb.t("Incisors: " + {"I": "Class I, OJ %d mm, OB %d%%" % (rng.randint(1, 4), rng.randint(10, 50)),
                         "III": rng.choice(["Class III, reverse overjet -%d mm" % rng.randint(1, 6),
                                            "edge-to-edge, anterior crossbite UR1"]),
                         "II": "Class II div 1, OJ %d mm" % rng.randint(5, 9)}[sk] + ". ")
    nb.t("Crossbites: " + rng.choice(["unilateral buccal crossbite cleft side", "bilateral buccal crossbite",
                                       "nil", "UL2 in crossbite"] if c.dx[3] else ["nil", "nil", "UL2 in crossbite"]) + ".\n")
    if c.dx[5]:
        nb.t("Cleft site: " + rng.choice(["UL2 absent", "UR2 peg-shaped", "supernumerary in cleft, unerupted",
                                           "UL3 erupting into cleft"] + (["oronasal fistula palatal to UL1"] if c.dx[3] else [])) + ". ")
    else:
        nb.t("Cleft site: no alveolar involvement. ")
    sc = ["IOTN DHC 5p"]
    if c.dx[1] in ("L UCLP", "R UCLP"):
        sc.append(rng.choice(["Goslon Yardstick %d" % rng.randint(1, 5)] + (["5-Year-Olds' Index %d" % rng.randint(1, 5)] if y < 8 else [])))
    elif c.dx[1] == "BCLP":
        sc.append("Modified Huddart/Bodenham score -%d" % rng.randint(2, 16))
    if c.dx[5] and y >= 12:
        sc.append(rng.choice(["Bergland grade I", "Bergland grade II", "Kindelan grade 1", "Kindelan grade 2"]))
    if y >= 12:
        sc.append("PAR score %d" % rng.randint(18, 45))
    nb.t("Indices: " + ", ".join(sc) + ".\n")
    nb.t("Oral hygiene: " + rng.choice(["good", "fair", "poor - gingivitis around brackets"]) + ". ")
    nb.t("Dental care: " + rng.choice([c.sp("registered with GDP", "has a family dentist") + ", last seen 4 months ago",
                                        c.sp("not registered - advised", "no dental home - advised"),
                                        c.sp("Duraphat varnish 3-monthly via community dental service",
                                             "fluoride varnish 3-monthly at pediatric dentist")]) + ".\n")
    nb.t("\nRADIOGRAPHS\n")
    for _ in range(rng.randint(1, 3)):
        nb.f("  {d}  {x}  acc. {a}\n", d=c.d(dt.add(c.enc, -rng.randint(0, 400))),
             x=rng.choice(["OPT", "upper standard occlusal", "lateral ceph", "CBCT small FOV (cleft site)", "periapical UL1"]),
             a=P(ids.idnum(rng, "accession"), "IDNUM"))
    if y < 8 or not c.dx[5]:
        nb.t(rng.choice(["Permanent canine developing, root not yet formed.\n" if y < 9 else "Normal root development.\n",
                         "No pathology.\n"]))
    elif y < 12:
        nb.t(rng.choice(["Canine root 1/2 - 2/3 formed - optimal for ABG.\n", "Canine root < 1/2 formed.\n"]))
    else:
        nb.t(rng.choice(["Graft bone bridge present, Bergland I.\n", "Bone level Bergland II at cleft site.\n",
                         "No pathology.\n"]))
    if rng.random() < 0.6:
        nb.f("Records: photographs + 3D facial scan (capture {b}); study models lab ref {l}.\n",
             b=P(c.id("3d"), "BIOID"), l=P(ids.idnum(rng, "lab"), "IDNUM"))
    nb.t("\nTREATMENT PLAN\n")
    phase = "early" if y < 8 else ("pregraft" if (y < 12 and c.dx[5]) else ("early" if y < 11 else "fixed"))
    app = {"early": rng.choice(["Delaire-type reverse-pull facemask", "upper removable appliance with midline screw",
                                "monitor only - no appliance", "Twin Block"]),
           "pregraft": rng.choice(["quad helix", "Hyrax rapid maxillary expander"]),
           "fixed": rng.choice(["upper and lower fixed appliances (3M Victory)", "Damon Q self-ligating brackets"])}[phase]
    nb.t("1. " + {"early": "Interceptive: ", "pregraft": "Pre-graft: ", "fixed": "Comprehensive: "}[phase] + app + ".\n")
    if c.dx[5]:
        nb.f("2. ABG with {t} {s} ", t=c.st("surgeon").title, s=c.staff_name("surgeon", "last"))
        nb.t(("planned when canine root 1/2-2/3 formed" if y < 8 else
              "once expansion retained" if y < 12 else "completed - monitor eruption of UL3") + ".\n")
    else:
        nb.t("2. ABG not indicated (no alveolar cleft).\n")
    nb.t("3. " + rng.choice(["Orthognathic assessment at skeletal maturity.", "Restorative opinion re missing UL2 (implant vs bridge).",
                              "Monitor growth; lateral ceph in 12 months."]) + "\n")
    nb.f("Consent: discussed risks (decalcification, root resorption, relapse) with {w}; ", w=rng.choice(
        [["mum ", c.fam("mum", "full")], ["dad ", c.fam("dad", "full")], ["patient and mother"]]))
    nb.t(rng.choice(["written consent obtained.\n", "leaflet given, to consent at next visit.\n"]))
    if y >= 16 and rng.random() < 0.7:
        job = rng.choice(["barista", "shop assistant", "apprentice electrician", "waitress", "lifeguard",
                          "trainee hairdresser", "kitchen porter"])
        nb.f("Patient now working part-time as {a} {j}; appointments after 4 pm requested.\n", a=an(job),
             j=P(job, "PROFESSION"))
    nb.t("\nVISIT LOG\n")
    nb.t("Date        | Procedure | Clinician\n")
    first, middle, last = PHASES[phase]
    nv = rng.randint(3, 7)
    gaps = [rng.randint(28, 70) for _ in range(nv)]
    cur = dt.add(c.enc, -sum(gaps[:-1]))
    mid = rng.sample(middle, min(len(middle), nv - 2)) + [rng.choice(middle) for _ in range(max(0, nv - 2 - len(middle)))]
    seq = [rng.choice(first)] + mid + [rng.choice(last if rng.random() < 0.6 else middle)]
    for i in range(nv):
        note = seq[i].replace("{wire}", rng.choice(clin.ORTHO["wires"])).replace("{app}", app).replace(
            "{n}", str(rng.randint(7, 28))).replace("{h}", str(rng.randint(6, 14))).replace("{oj}", str(rng.randint(-2, 2)))
        nb.f("{d} | {nt} | {who}\n", d=c.d(cur), nt=note,
             who=rng.choice([c.staff_name("ortho", "init"), c.staff_name("dentist", "init"),
                             c.staff_name("ortho", "init")]))
        cur = dt.add(cur, gaps[i])
    nb.f("Next appointment: {d} (30 min, {ch} {n}).\n", d=c.dw(cur), ch=rng.choice(["chair", "surgery", "clinic room"]),
         n=P(str(rng.randint(1, 9)), "LOCATION_OTHER"))
    if rng.random() < 0.5:
        nb.f("Appointment reminders by SMS to {m}.\n", m=c.mob(rng.choice(["mum", "dad"])))
    common.signature(nb, c, "ortho", style=rng.choice([0, 2]))

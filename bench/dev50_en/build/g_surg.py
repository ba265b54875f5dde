"""Genre 3: surgical operative notes and post-op checks (US community hospital)."""
from phi import m, df, add_days, name_p, dr, Person, serial, lot, accession, TOWNS, ordsuf
from ctx import Ctx
import clin
import extra as X
from common import fill, pick_scen, age_range, t, signature, dictation, cc_line

IMPLANT_MAKERS = ["Zimmer", "Stryker", "DePuy", "Smith & Nephew", "Covidien", "Ethicon", "Bard", "Synthes"]


def _surg_ctx(rng):
    sc = rng.choice(clin.SURG)
    c = Ctx(rng, academic=False, age_range=age_range(sc), sex="F" if sc.get("female") else None)
    return sc, c


def op_report(rng):
    sc, c = _surg_ctx(rng)
    r = rng
    s = ""
    if r.random() < 0.6:
        s += "%s\n%s\n%s\n\n" % (c.hosp(), c.hosp_addr(), r.choice(["OPERATIVE REPORT", "OPERATIVE NOTE", "REPORT OF OPERATION", "Operative Report"]))
    else:
        s += c.banner() + "\nOPERATIVE REPORT\n\n"
    s += "PATIENT NAME: %s\nMEDICAL RECORD #: %s\nACCOUNT #: %s\nDATE OF BIRTH: %s\nDATE OF SURGERY: %s\n" % (
        name_p(c.pt, r.choice(["LAST_FIRST", "full_mi", "last_first"])), m("MRN", c.mrn), m("ACCOUNT", c.acct), df(c.dob, r.choice(["us", "us_nopad"])), c.d())
    s += "SURGEON: %s\nASSISTANT: %s\nANESTHESIOLOGIST: %s\nANESTHESIA: %s\n\n" % (
        dr(c.attending, r.choice(["full_cred", "full_mi_cred", "LAST_FIRST"]), cred=r.choice(["MD", "DO", "MD, FACS"])),
        r.choice([dr(c.resident, "full_cred", cred="PA-C"), dr(c.resident, "full_cred", cred="RNFA"), "None", dr(c.resident, "dr_full")]),
        dr(c.consultant, "full_cred", cred=r.choice(["MD", "DO"])) + r.choice(["", "; CRNA: " + dr(c.nurse2, "full", cred="CRNA") + ", CRNA"]), sc["anes"])
    s += "PREOPERATIVE DIAGNOSIS: %s\nPOSTOPERATIVE DIAGNOSIS: %s\nPROCEDURE PERFORMED: %s\n" % (sc["pre"], sc["post"], sc["proc"])
    s += "ESTIMATED BLOOD LOSS: %s\nFLUIDS: %d mL crystalloid\nURINE OUTPUT: %s\nDRAINS: %s\n" % (sc["ebl"], r.randrange(400, 2500, 100), r.choice(["150 mL", "not measured", "200 mL"]), sc["drains"])
    if sc["spec"] != "None":
        s += "SPECIMENS: %s to pathology (case %s)\n" % (sc["spec"], m("IDNUM", accession(r, str(c.date.year % 100))))
    else:
        s += "SPECIMENS: None\n"
    if sc.get("implant"):
        s += "IMPLANTS: %s %s, lot %s, SN %s" % (r.choice(IMPLANT_MAKERS), sc["implant"], m("DEVICE", lot(r)), m("DEVICE", serial(r)))
        if r.random() < 0.6:
            s += "; second component lot %s" % m("DEVICE", lot(r))
        s += "\n"
    s += "COMPLICATIONS: None apparent\nCONDITION: Stable to PACU\n\n"
    s += "INDICATIONS FOR PROCEDURE:\n%s is a %s %s %s %s. %s The risks, benefits and alternatives, including %s, were discussed with the patient%s, and informed consent was signed.\n\n" % (
        c.P(r.choice(["full", "title"])), c.A(r.choice(["year_old", "yo", "words"])), c.sexw("word"),
        r.choice(["referred by %s of %s for" % (dr(c.pcp, "dr_last"), m("HOSPITAL", c.pcp_practice)), "who presented to the ED on %s with" % c.dd(-r.randrange(0, 3)), "with"]),
        sc["pre"].lower(), r.choice(["Imaging confirmed the diagnosis.", "Nonoperative management had failed.", "Symptoms had progressed over several months.", ""]),
        r.choice(["bleeding, infection and injury to surrounding structures", "conversion to open", "DVT, PE and need for further surgery"]),
        r.choice(["", " and %s %s %s" % (c.sexw("his"), c.fam[0][0], name_p(c.fam[0][1], "full", "FAMILY"))]))
    s += "DESCRIPTION OF PROCEDURE:\nThe patient was identified in the preoperative holding area%s and the operative site marked. %s was brought to OR %s and a surgical time-out was performed. Preoperative antibiotics (cefazolin 2 g IV) were given within 60 minutes of incision. %s\n\n" % (
        r.choice(["", " by name and date of birth", " with two identifiers and wristband %s" % m("IDNUM", str(r.randrange(10 ** 6, 10 ** 7)))]),
        c.sexw("He"), m("LOCATION_OTHER", str(r.randrange(1, 9))), sc["desc"])
    s += "Sponge, needle and instrument counts were correct x2 per %s, RN. %s was present and scrubbed for the entire procedure. The patient tolerated the procedure well and was taken to the recovery room in stable condition.\n\n" % (
        m("DOCTOR", "%s %s" % (c.nurse.first, c.nurse.last)), r.choice(["I", "Dr. " + m("DOCTOR", c.attending.last)]))
    s += "DISPOSITION: %s\n" % r.choice(["Admit to %s, room %s." % (m("HOSPITAL", c.ward), m("LOCATION_OTHER", c.room)), "Home same day when criteria met, with %s driving." % (c.fam[0][0]),
                                            "Observation overnight."])
    s += "Family: spoke with %s at %s after the case.\n" % (name_p(c.fam[0][1], r.choice(["full", "first"]), "FAMILY"), m("PHONE", c.fam[0][2]))
    s += "\n%s\n%s\n" % (dr(c.attending, "full_cred", cred=r.choice(["MD", "DO"])), c.lic_line(c.attending))
    s += dictation(c, c.attending)
    if r.random() < 0.6:
        s += cc_line(c) + "\n"
    return s


def brief_op(rng):
    sc, c = _surg_ctx(rng)
    r = rng
    s = "BRIEF OP NOTE (immediate post-procedure)\n%s %s  DOB %s  MRN %s\nDate: %s\n" % (
        name_p(c.pt, "last_first"), c.sexw("mf"), df(c.dob, "us_short"), m("MRN", c.mrn), c.d(fmt=r.choice(["us_short", "md", "us"])))
    s += "Surgeon: %s  Asst: %s\nAnesthesia: %s (%s)\n" % (dr(c.attending, "dr_last"), dr(c.resident, "full", cred="PA-C") + " PA-C", sc["anes"], dr(c.consultant, "dr_last"))
    s += "Pre-op dx: %s\nPost-op dx: %s\nProcedure: %s\nFindings: %s\nEBL: %s  Specimen: %s  Drains: %s\n" % (
        sc["pre"], sc["post"], sc["proc"], r.choice(["as expected", "dense adhesions", "inflamed, no perforation", "no complications"]), sc["ebl"], sc["spec"], sc["drains"])
    if sc.get("implant"):
        s += "Implant: %s, SN %s / lot %s (sticker sheet in chart)\n" % (sc["implant"], m("DEVICE", serial(r)), m("DEVICE", lot(r)))
    s += "Complications: none\nDispo: PACU then %s\n%s %s\n" % (r.choice(["floor", "home", m("HOSPITAL", c.ward)]), dr(c.attending, "full_cred"), t(r))
    s += "\nPRE-PROCEDURE UPDATE (H&P within 30 days reviewed, dated %s by %s): no interval change. %s. Consent verified; site marked; NPO since midnight. Airway: Mallampati %d. ASA class %d.\n" % (
        c.dd(-r.randrange(3, 28), "md"), dr(c.pcp, "dr_last"), clin.vitals(r, "line"), r.randrange(1, 4), r.randrange(1, 4))
    s += "Anesthesia summary: induction %s, airway %s, antibiotics cefazolin at %s, VTE ppx SCDs on.\n" % (t(r), r.choice(["LMA", "ETT 7.5", "natural airway"]), t(r))
    s += "\nINTRAOPERATIVE NURSING RECORD\nRoom: OR %s   Circulator: %s, RN   Scrub: %s, CST   Relief: %s\n" % (
        m("LOCATION_OTHER", str(r.randrange(1, 12))), m("DOCTOR", "%s %s" % (c.nurse.first, c.nurse.last)), m("DOCTOR", "%s %s" % (c.nurse2.first, c.nurse2.last)), m("DOCTOR", Person(r).first + " " + Person(r).last))
    tm = r.randrange(7 * 60, 15 * 60)
    for lab in ["In room", "Anesthesia start", "Time-out", "Incision", "Closure", "Out of room"]:
        s += "  %-17s %02d:%02d\n" % (lab, tm // 60, tm % 60)
        tm += r.randrange(4, 70)
    s += "Position: %s; pressure points padded; safety strap applied. Skin prep: %s. Grounding pad %s thigh, site intact after removal. Tourniquet: %s.\n" % (
        r.choice(["supine, arms out", "lithotomy", "lateral decubitus", "supine, left arm tucked"]), r.choice(["chlorhexidine-alcohol", "povidone-iodine"]),
        r.choice(["R", "L"]), r.choice(["n/a", "%d min at 250 mmHg" % r.randrange(30, 110)]))
    s += "Counts: initial and final correct (sponges, sharps, instruments). Specimen labelled and verified with surgeon: %s.\n" % sc["spec"]
    s += "Warming: forced-air blanket. Foley: %s. Patient belongings: %s.\n" % (r.choice(["not placed", "16 Fr placed in OR, clear urine"]), r.choice(["with family in waiting area", "glasses to PACU", "none"]))
    s += "\n\n" + postop_check_body(c, sc, r)
    s += "\nInpatient orders summary:\n%s\n" % X.inpatient_meds(r, {"meds": ["acetaminophen", "oxycodone", "ondansetron", "enoxaparin"]})
    return s


def postop_check_body(c, sc, r):
    lower_style = r.random() < 0.5
    s = ("post-op check\n" if lower_style else "POST-OP CHECK\n") + "%s  POD 0  %s\n" % (c.d(fmt=r.choice(["md", "us_short", "wk_md"])), t(r))
    s += "s/p %s with %s\n" % (sc["proc"].lower(), dr(c.attending, "dr_last"))
    s += "S: %s %s\n" % (c.P(r.choice(["title", "first"])), r.choice(["resting comfortably, pain 3/10", "c/o incisional pain 6/10, nausea x1", "ambulated to bathroom with assist", "voided, tol clears"]))
    s += "O: %s\n   %s\n   %s\n" % (clin.vitals(r, "terse"), r.choice(["incisions c/d/i, dressing dry", "dressing with small strike-through, marked", "abd soft, approp tender"]),
                                     r.choice(["calves soft nt", "NV intact distally, cap refill <2s", "UOP 40 mL/h"]))
    s += "A/P: doing well post-op. %s. %s. Family update: %s.\n" % (
        r.choice(["Advance diet as tolerated", "Continue clears, advance in AM", "PT in AM, WBAT"]),
        r.choice(["SCDs + enoxaparin in AM", "Multimodal analgesia", "Incentive spirometry"]),
        r.choice(["%s called at %s" % (name_p(c.fam[0][1], "first", "FAMILY"), m("PHONE", c.fam[0][2])), "at bedside", "none present"]))
    s += "-- %s, %s (%s)\n" % (m("DOCTOR", c.resident.first + " " + c.resident.last), r.choice(["PA-C", "MD"]), m("USERNAME", c.resident.uname))
    return s


def postop_progress(rng):
    sc, c = _surg_ctx(rng)
    p0 = rng.randrange(1, 3)
    return "\n\n".join(_pod1(rng, c, sc, p0 + k) for k in range(rng.randrange(2, 4)))


def _pod1(rng, c, sc, pod):
    r = rng
    s = c.banner() + "\n%s - Surgery Progress Note - POD #%d\n\n" % (c.dd(pod, r.choice(["us", "wk_long", "abbr"])), pod)
    s += "Procedure: %s on %s by %s\n" % (sc["proc"], c.d(), dr(c.attending, "dr_full"))
    s += "Interval: %s\n\n" % r.choice(["Afebrile. Tolerating regular diet. +Flatus, no BM.", "Low-grade temp 38.1 overnight, IS encouraged.",
                                          "Nausea improved. Foley removed at %s, voided." % t(r), "Pain controlled on oral regimen."])
    s += "Vitals: %s\nI/O: %d/%d\nExam: %s; %s\n\n" % (clin.vitals(r), r.randrange(800, 2500), r.randrange(600, 2000),
                                                     r.choice(["incision clean/dry/intact", "port sites c/d/i", "dressing changed, no erythema"]),
                                                     r.choice(["abdomen soft, appropriately tender", "compartments soft, +DP", "no calf tenderness"]))
    s += "Labs: %s\nTrend:\n%s\nMeds:\n%s\n" % (clin.labs(r, "line", n=r.choice([7, 12])), X.trend_table(r, c, pod + 1), X.inpatient_meds(r, {"meds": ["acetaminophen", "oxycodone", "senna", "enoxaparin"]}))
    if sc["spec"] != "None":
        s += "Path (%s): %s\n" % (m("IDNUM", accession(r, str(c.date.year % 100))), r.choice(["pending", "acute on chronic cholecystitis, no malignancy", "benign", "acute appendicitis with periappendiceal inflammation"]))
    s += "\nA/P: %s %s%s POD %d s/p %s, %s.\n- %s\n- %s\n- %s\n- Dispo: %s\n\n" % (
        c.A("yo"), c.sexw("mf"), (" (" + c.P("last") + ")") if r.random() < 0.3 else "", pod, sc["proc"].lower(), r.choice(["doing well", "progressing", "slow to mobilize"]),
        r.choice(["advance diet", "regular diet", "carb-consistent diet"]), r.choice(["oxycodone PRN, acetaminophen scheduled", "wean PCA to orals"]),
        r.choice(["enoxaparin 40 mg daily x 14 d", "aspirin 81 BID for VTE ppx x 4 wk", "SCDs, ambulate TID"]),
        r.choice(["home today if passes PT; f/u in clinic %s at %s, call %s" % (df(add_days(c.date, r.randrange(10, 16)), r.choice(["us", "md", "long"])), m("HOSPITAL", c.spec_practice), m("PHONE", c.pcp_phone)),
                  "SNF - referral sent to %s" % m("HOSPITAL", c.snf), "home with %s %s in 1-2 days" % (c.sexw("his"), c.fam[0][0])]))
    s += signature(c, c.resident, r.choice(["surgery PA", "surgical resident", "surgery hospitalist"]), cred=r.choice(["MD", "PA-C", "DO"]))
    s += c.footer()
    return s

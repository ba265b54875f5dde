"""Genres: maternity discharge summary, fetal medicine ultrasound report (mother is the patient)."""

import datetime as dt

from core import Note, table
from common import mother, partner, baby, gest_str, gp_str, audit, weight_str, sign_off, insurer_piece, art, \
    age_words, interp

P, D, F = "PATIENT", "DOCTOR", "FAMILY"

TTO = ["Paracetamol 1 g QDS PRN", "Ibuprofen 400 mg TDS with food x5/7", "Enoxaparin 40 mg SC OD x6/52",
       "Ferrous fumarate 210 mg BD", "Labetalol 200 mg TDS", "Amlodipine 5 mg OD", "Dihydrocodeine 30 mg QDS PRN x3/7",
       "Lactulose 10 mL BD", "Desogestrel 75 mcg OD (POP)", "Folic acid 5 mg OD", "Metformin stopped",
       "Flucloxacillin 500 mg QDS x5/7"]
TTO_US = ["Ibuprofen 600 mg PO q6h PRN", "Acetaminophen 650 mg PO q6h PRN", "Oxycodone 5 mg q4h PRN (#10)",
          "Docusate 100 mg BID", "Prenatal vitamin daily", "Nifedipine ER 30 mg daily", "Medroxyprogesterone 150 mg IM given",
          "Ferrous sulfate 325 mg daily"]


def discharge(c):
    n = Note()
    m = mother(c, gest=c.ri(34 * 7, 41 * 7 + 5))
    pa = partner(c, m)
    b = baby(c, m, surname=pa.p.last if c.chance(0.3) else None)
    deliv = c.today - dt.timedelta(days=c.ri(1, 5))
    adm = deliv - dt.timedelta(days=c.ri(0, 3))
    cons, mw, gp = c.staff("dr"), c.staff("mw"), c.staff("dr")
    us = c.us
    n.f("{h}\n", h=(c.hosp, "HOSPITAL"))
    n.t(c.ch(["MATERNITY DISCHARGE SUMMARY\n", "Postnatal discharge letter to GP\n", "OBSTETRIC DISCHARGE SUMMARY\n"]) if not us
        else c.ch(["POSTPARTUM DISCHARGE SUMMARY\n", "OB Discharge Summary\n"]))
    if not us:
        pr = c.gp()
        n.t("To: ").add(c.sig(gp, c.ch(["drf", "dri"]))).f(", {pr}\n", pr=(pr, "HOSPITAL"))
        n.t("    ").add(c.addr()).t("\n")
        n.f("    Fax {fx}", fx=(c.fax(), "FAX"))
        if c.chance(0.6):
            n.f("   Email {e}", e=(c.email(), "EMAIL"))
        n.t("\n\n")
    n.f("Patient: {nm}   DOB: {dob}   Age: {a}\n", nm=c.nm(m.p, P, c.ch(["LFU", "full", "LF", "title_full"])),
        dob=(c.d(m.dob), "DATE"), a=(str(m.age), "AGE"))
    if c.c == "UK":
        n.f("NHS No: {x}   Hosp No: {y}\n", x=(m.nhs, "MRN"), y=(m.mrn, "MRN"))
    elif c.ie:
        n.f("MRN: {x}\n", x=(m.mrn, "MRN"))
    else:
        n.f("MRN: {x}   Acct: {y}   Attending: ", x=(m.mrn, "MRN"), y=(c.acct(), "ACCOUNT"))
        n.add(c.sig(cons, c.ch(["full_cred", "drf"]))).t("\n")
        n.t("Insurance: ").add(insurer_piece(c)).f("  ID {h}  Group {g}\n", h=(c.hp(), "HEALTHPLAN"), g=(c.group(), "HEALTHPLAN"))
        n.t("PCP/OB: ").add(c.sig(gp, c.ch(["drf", "full_cred"]))).f(", {pr}  Fax {fx}\n", pr=(c.gp(), "HOSPITAL"), fx=(c.fax(), "FAX"))
    n.t("Address: ").add(c.addr()).t("\n")
    n.f("Admitted: {a}   Delivered: {d}   Discharged: {x}\n", a=(c.d(adm), "DATE"), d=(c.d(deliv), "DATE"), x=(c.d(c.today), "DATE"))
    if not us:
        n.t("Ward: ").add(c.ch([[(c.ward("pn"), "HOSPITAL")], ["postnatal ward"], ["Transitional care"]]))
        n.t("   Consultant: ").add(c.sig(cons, c.ch(["dr", "drf"]))).t("\n")
    n.t("\nDELIVERY\n")
    n.f("{gp} at {g}. {mode}. EBL {ebl} mL. {per}\n", gp=gp_str(m), g=gest_str(c, m.gest, "plus"),
        mode=c.ch(["Spontaneous vaginal birth", "Emergency caesarean (cat 2) for failure to progress", "Elective caesarean section",
                   "Ventouse delivery for delay in 2nd stage", "Forceps (Kielland's rotational) in theatre", "VBAC"]),
        ebl=c.ri(200, 2400), per=c.ch(["Intact perineum.", "2nd degree tear repaired.", "3a tear - OASI follow-up clinic arranged.",
                                       "Pfannenstiel, Vicryl Rapide subcuticular.", ""]))
    n.t("Complications: " + c.ch(["none", "PPH 1.8 L - 2 units RBC, Hb 79 on discharge", "postnatal pre-eclampsia",
                                   "pyrexia - endometritis, IV co-amoxiclav 48h", "GDM - diet; stop monitoring",
                                   "retained placenta - MROP"]) + ".\n")
    n.t("\nBABY\n")
    n.f("{bn}, {sx}, born {d} at {t}, {w}. ", bn=c.ch([[(b.full, F)], [(b.first, F)], ["Baby ", (b.last, F)]]),
        sx="girl" if b.sex == "F" else "boy", d=(c.d(deliv, c.ch([c.ds, "long"])), "DATE"),
        t="%02d:%02d" % (c.ri(0, 23), c.ri(0, 59)), w=weight_str(c, b.weight))
    if c.c == "UK":
        n.f("NHS No {x}. ", x=(c.nhs(), "MRN"))
    else:
        n.f("MRN {x}. ", x=(c.hospno(), "MRN"))
    n.t(c.ch(["Breastfeeding well. ", "Formula feeding. ", "Mixed feeding. "]))
    neo = c.staff("neo")
    n.t("Newborn exam by " if us else "NIPE by ").add(c.sig(neo, c.ch(["dr", "full_paren", "il_cred"])))
    n.t(c.ch([": normal. ", ": hip USS at 6/52 (breech). ", ": soft murmur, echo normal. "]))
    if us:
        n.t(c.ch(["Hearing screen passed bilat. ", "Hearing: refer R - outpatient ABR. "]))
        n.t(c.ch(["Vit K, erythromycin eye ointment and Hep B #1 given.", "CCHD screen passed. Hep B #1 given.",
                  "Bili 11.2 at 48 h (low-int risk)."]) + "\n")
    else:
        n.t(c.ch(["Hearing screen: clear response both ears. ", "Hearing: referred for AABR. ",
                  "Hearing screen pending - community. "]))
        n.t(c.ch(["Vit K IM given. BCG not indicated.", "BCG given.", "Hep B vaccine dose 1 given (maternal HBsAg pos).",
                  "Phototherapy 24h, SBR 210 on d/c."]) + "\n")
    n.t("\nMEDICATIONS ON DISCHARGE\n")
    for x in sorted(set(c.ch(TTO_US if us else TTO) for _ in range(c.ri(2, 5)))):
        n.t("  - " + x + "\n")
    n.t("\nFOLLOW-UP\n")
    n.t("- ").t(c.ch(["Community midwife", "Home health RN" if us else "CMW team"]))
    n.f(" to visit {d}", d=(c.d(c.days(1, 2), c.ch(["wday", "wk", "dm", c.ds])), "DATE"))
    n.f("; team phone {p}\n", p=(c.phone("land"), "PHONE"))
    if us:
        n.f("- Postpartum visit with OB {d}; BP check in 72 h\n", d=(c.d(c.days(10, 42)), "DATE"))
    else:
        n.f("- GP 6-8 week check (mother and baby), around {d}\n", d=(c.d(c.days(40, 55), c.ch(["my", c.ds])), "DATE"))
    if c.chance(0.5):
        n.f("- Debrief with {dr} in clinic {d}\n", dr=c.sig(cons, c.ch(["dr", "drf"])), d=(c.d(c.days(40, 90)), "DATE"))
    if c.chance(0.5):
        n.f("- Patient information: {u}\n", u=(c.url(), "URL"))
    n.t("\n")
    n.add(sign_off(c, mw, lic=c.chance(0.6))).f("   {d}\n", d=(c.d(c.today), "DATE"))
    n.t("cc: patient; ").t({"UK": "health visitor", "IE": "PHN", "US": "pediatrician"}[c.c]).t("\n")
    if c.chance(0.5):
        n.add(audit(c, mw)).t("\n")
    return n


BIOM = {"BPD": [(14, 27), (20, 47), (30, 76), (40, 93)], "HC": [(14, 100), (20, 175), (30, 280), (40, 340)],
        "AC": [(14, 80), (20, 150), (30, 260), (40, 350)], "FL": [(14, 14), (20, 32), (30, 57), (40, 74)],
        "EFW": [(14, 90), (20, 330), (30, 1500), (40, 3400)]}

MACHINES = ["Voluson E10", "Voluson Expert 22", "Samsung HERA W10", "Philips EPIQ Elite", "Canon Aplio i800", "Voluson S10"]


def _centile(c):
    return c.ch(["<1st", "3rd", "10th", "25th", "50th", "50-90th", "75th", "90th", ">97th"])


def scan_report(c):
    n = Note()
    m = mother(c, gest=c.ri(11 * 7 + 2, 37 * 7))
    ga = m.gest
    son, rep, ref = c.staff("mw"), c.staff("dr"), c.staff("dr")
    us = c.us
    n.f("{h} - ", h=(c.hosp, "HOSPITAL")).t(c.ch(["Fetal Medicine Unit", "Fetal Medicine", "Maternal-Fetal Medicine",
                                                    "Antenatal Ultrasound Department"]))
    n.f("\nTel {t}   Fax {f}\n", t=(c.phone("land"), "PHONE"), f=(c.fax(), "FAX"))
    n.t(c.ch(["ULTRASOUND REPORT\n", "OBSTETRIC ULTRASOUND - FETAL MEDICINE REPORT\n", "MFM CONSULT & SONOGRAM\n"]))
    n.t("=" * 44 + "\n")
    n.f("Patient: {nm}   DOB: {dob} ({a} yrs)\n", nm=c.nm(m.p, P, c.ch(["LFU", "LF", "full", "LFM"])), dob=(c.d(m.dob), "DATE"),
        a=(str(m.age), "AGE"))
    if c.c == "UK":
        n.f("NHS: {x}   RIS no.: {y}\n", x=(m.nhs, "MRN"), y=(m.mrn, "MRN"))
    else:
        n.f("MRN: {x}", x=(m.mrn, "MRN"))
        if us:
            n.f("   Acct: {y}", y=(c.acct(), "ACCOUNT"))
        n.t("\n")
    n.f("Exam date: {d}   Accession: {acc}\n", d=(c.d(c.today, c.ch([c.ds, "num", "long"])), "DATE"), acc=(c.acc("lab"), "IDNUM"))
    n.t("Referred by: ").add(c.sig(ref, c.ch(["dr", "drf", "full_cred"]))).f(", {h}\n", h=(c.ch([c.hospital(), c.gp()]), "HOSPITAL"))
    n.f("Machine: {mc}  (SN {sn})   Probe: {pr}\n", mc=c.ch(MACHINES), sn=(c.device("sn"), "DEVICE"),
        pr=c.ch(["C1-6", "RM7C", "eM6C", "RIC5-9 (TV)"]))
    n.t("Sonographer: ").add(c.nm(son, D, c.ch(["full", "il"]))).t(c.ch(["", " (RDMS)", ", CDMS"]) if us else c.ch(["", " (sonographer)", " RM"]))
    n.t("   Reported by: ").add(c.sig(rep, c.ch(["dr", "drf", "full_cred"]))).t("\n\n")
    scan_dt = m.lmp + dt.timedelta(days=min(ga - 1, c.ri(78, 95)))
    n.f("LMP {l}   EDD (by dating scan {s}) {e}\n", l=(c.d(m.lmp), "DATE"), s=(c.d(scan_dt, c.ch(["num", "dm", "md_text"])), "DATE"),
        e=(c.d(m.edd), "DATE"))
    n.f("GA today: {g}   {gp}   Indication: {i}\n", g=gest_str(c, ga, "wk"), gp=gp_str(m),
        i=c.ch(["SGA on growth chart - EFW <10th", "raised combined risk", "echogenic bowel at anomaly scan", "MCDA twins - TTTS surveillance",
                "reduced fetal movements", "previous stillbirth", "polyhydramnios", "maternal CMV seroconversion"]))
    n.t("\nFINDINGS\n")
    if ga < 14 * 7:
        n.f("Single live intrauterine pregnancy. CRL {crl} mm. NT {nt} mm. Nasal bone present. DV a-wave positive.\n",
            crl=c.ri(45, 84), nt="%.1f" % (c.ri(9, 38) / 10.0))
        n.f("Combined screening: T21 1:{a}, T18 1:{b}, T13 1:{c2} ({r}). PAPP-A {p} MoM, free bHCG {h} MoM.\n",
            a=c.ch(["2,400", "150", "9,800", "87", "14,000"]), b=c.ch(["10,000", "3,900", "22,000"]), c2=c.ch(["16,000", "8,700"]),
            r=c.ch(["low chance", "higher chance"]), p="%.2f" % (c.ri(25, 190) / 100.0), h="%.2f" % (c.ri(40, 280) / 100.0))
    else:
        rows = []
        wk = ga / 7.0
        for k in ["BPD", "HC", "AC", "FL"]:
            v = interp(BIOM[k], wk) * c.ri(90, 110) / 100.0
            rows.append([k, "%.1f mm" % v, _centile(c)])
        rows.append(["EFW (Hadlock 4)", "%d g" % int(interp(BIOM["EFW"], wk) * c.ri(75, 120) / 100.0), _centile(c)])
        table(n, ["Parameter", "Value", "Centile"], rows, c.ch(["aligned", "pipe"]), indent="  ")
        n.f("UA PI {ua} ({uc}), MCA PI {mca}, CPR {cpr}, UtA mean PI {ut}. DVP {dvp} cm. Placenta {pl}.\n",
            ua="%.2f" % (c.ri(60, 180) / 100.0), uc=c.ch(["normal", ">95th", "AEDF", "REDF"]), mca="%.2f" % (c.ri(100, 220) / 100.0),
            cpr="%.2f" % (c.ri(80, 250) / 100.0), ut="%.2f" % (c.ri(50, 180) / 100.0), dvp="%.1f" % (c.ri(15, 110) / 10.0),
            pl=c.ch(["anterior, clear of os", "posterior low-lying 12 mm from os", "fundal", "anterior, over previous scar - no PAS signs"]))
        n.t(c.ch(["Fetal anatomy as far as seen normal (FASP views).", "Echogenic bowel (grade 2). Kidneys normal.",
                  "Ventriculomegaly - atrium 11 mm.", "4CV and outflows normal.", "Talipes R - isolated."]) + "\n")
    n.t("\nCONCLUSION\n")
    n.t(c.ch(["Appropriately grown fetus; normal Dopplers.", "Early-onset FGR with raised UA PI; no AEDF.",
              "Findings discussed; counselled re invasive testing (CVS/amnio) and NIPT.", "Stable TTTS stage I; continue weekly."]) + "\n")
    n.t("PLAN: ")
    n.f("Rescan {d}", d=(c.d(c.days(7, 21), c.ch(["wk", c.ds, "wk_long"])), "DATE"))
    n.t(c.ch([" (growth + Dopplers)", " in FMU", "", " with consultant"]) + ". ")
    if c.chance(0.5):
        n.f("Amnio sample sent (lab no. {a}) - QF-PCR result expected {d}. ", a=(c.acc("lab"), "IDNUM"),
            d=(c.d(c.days(2, 4), c.ch(["wday", "wk", "dm"])), "DATE"))
    if c.chance(0.5):
        pa = partner(c, m)
        n.f("Attended with {rel} {p}. ", rel=c.ch(["partner", "husband", "sister", "mother"]), p=c.nm(pa.p, F, c.ch(["first", "full"])))
    if c.chance(0.4):
        n.t("Counselled by fetal medicine midwife ").add(c.nm(c.staff("mw"), D, c.ch(["full", "il"]))).t(". ")
    n.t("\n")
    if c.chance(0.6):
        n.f("Images: {u}", u=(c.url(), "URL"))
        if c.chance(0.6):
            n.f("  (PACS node {ip})", ip=(c.ip(), "IPADDR"))
        n.t("\n")
    n.add(sign_off(c, rep, lic=c.chance(0.6))).t("\n")
    if c.chance(0.4):
        if c.chance(0.5):
            n.f("Typed by {t} {d}\n", t=(c.username(c.staff("hca")), "USERNAME"), d=(c.d(c.today), "DATE"))
        else:
            n.add(c.nm(rep, D, "ini")).t("/").add(c.nm(c.staff("hca"), D, "lcini")).f("  {d}\n", d=(c.d(c.today), "DATE"))
    return n

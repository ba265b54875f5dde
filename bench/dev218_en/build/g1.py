"""Genres: ICU admission note, daily ICU progress note (dev218)."""
import clin
import pools as P
from case import header, sign, audit
from blocks import (other_hosp, lines_block, trend_table, micro_block, social_block, kin_line, insurance_block,
                    biometric, device_line, vehicle_trauma, ages_line, lookalikes, care_site, parking)
from note import nm, staff_ref, dt, fd, dig, age_pieces, private_ip


def _dx(c):
    return c.scen["us"] if c.country == "US" else c.scen["uk"]


def scen_story(n, c, rng, k=0):
    """Scenario-specific PHI-bearing sentences in an HPI."""
    us = c.country == "US"
    key = c.scen["key"]
    if key == "trauma":
        vehicle_trauma(n, c, rng)
    elif key == "ohca":
        lm = rng.choice(P.LANDMARKS_US if us else P.LANDMARKS_UK)
        n.w("Collapsed at ", (lm, "LOCATION_OTHER"), " while out with ", c.kinref(rng, rng.choice(c.kin)), ". ")
    elif key == "od":
        f = rng.choice(c.kin)
        n.w("Found at home (", (c.street, "STREET"), ") by ", c.kinref(rng, f), ", empty blister packs nearby. ")
    elif key in ("ich", "cs"):
        n.w("Became unwell at work (", (c.employer, "ORGANIZATION"), "); colleagues called ", "911" if us else "999", ". ")
    elif key in ("ards", "cap"):
        if rng.random() < 0.5:
            n.w("Returned from ", (c.country_from, "COUNTRY"), " on ", c.ds(-rng.randrange(3, 12)), ". ")
    elif key == "se":
        n.w("Seizure witnessed by ", c.kinref(rng, c.nok), " at ", rng.choice(["home", "a supermarket", "church"]), ". ")
    elif key == "dka":
        n.w("Last seen well ", dt(c.d(-2), "wd"), " per ", c.kinref(rng, c.nok), ". ")


def pmh_block(n, c, rng, head):
    n.t(head)
    items = list(c.scen["pmh"])
    if rng.random() < 0.35:
        items.append(rng.choice(clin.PMH_LOOK))
    if rng.random() < 0.5:
        n.t("".join("- " + x + "\n" for x in items))
    else:
        n.t(", ".join(items) + "\n")
    if rng.random() < 0.6:
        yr = str(c.dob.year + rng.randrange(20, max(21, c.age)))
        n.w("PSH: ", rng.choice(["appendectomy" if c.country == "US" else "appendicectomy", "lap chole", "TKR (L)", "CABG x3", "hernia repair", "C-section",
                                 "TURP"]), " (", (yr, "DATE"), ")")
        if rng.random() < 0.5:
            n.w(", ", rng.choice(["cataract surgery", "ORIF R wrist", "tonsillectomy"]), " ",
                (fd(c.d(-rng.randrange(400, 4000)), "my" if rng.random() < 0.6 else "y"), "DATE"))
        n.t("\n")


def exam_block(n, c, rng, v):
    us = c.country == "US"
    n.t(rng.choice(["\nExam:\n", "\nOn examination:\n", "\nPHYSICAL EXAM\n", "\nO/E:\n"]))
    n.t("VS: " + clin.vitals_line(v, c.country, rng) + "\n")
    vent = c.scen["vent"] is True
    n.t("Gen: " + ("intubated, sedated" if vent else rng.choice(["alert, distressed", "drowsy, rousable to voice",
                                                                 "unwell, peripherally shut down"])) + "\n")
    n.t("Neuro: " + rng.choice(["PERRL 3 mm", "pupils equal and reactive", "R pupil 4 mm sluggish, L 3 mm brisk"]) +
        ", " + rng.choice(clin.LOOKALIKE[:6]) + "\n")
    n.t("CVS: " + rng.choice(["HS I+II+0", "tachycardic, regular, no murmur", "irregularly irregular, cool peripheries",
                              "CRT 4 s, mottled knees"]) + "\n")
    n.t("Resp: " + rng.choice(["coarse crackles R base", "bilateral crackles", "quiet chest, widespread wheeze",
                               "reduced AE L base, dull to percussion", "clear, equal AE"]) + "\n")
    n.t("Abdo: " + rng.choice(["soft, non-tender", "distended, tympanic", "midline wound clean, stoma pink",
                               "tender epigastrium, no Murphy's sign", "soft, BS present"]) + "\n")
    n.t("Skin/ext: " + rng.choice(["no rash", "pitting oedema to knees" if not us else "2+ pitting edema to knees",
                                   "sacral pressure area intact", "mottling to knees"]) + "\n")


def abg_table(n, c, rng, k=0):
    us = c.country == "US"
    cols = sorted(rng.sample(range(0, 24), rng.randrange(2, 4)))
    abgs = [clin.abg(c.scen, rng, c.country, k + j * 0.2) for j in range(len(cols))]
    u = "mmHg" if us else "kPa"
    if rng.random() < 0.5:
        n.w("ABG (", c.dd(k), "):\n")
    else:
        n.t("Blood gases:\n")
    n.t("%-12s" % "" + "".join("%-9s" % ("%02d:%02d" % (h, rng.randrange(60))) for h in cols) + "\n")
    for key, lab in (("ph", "pH"), ("pco2", "PaCO2 " + u), ("po2", "PaO2 " + u), ("hco3", "HCO3"), ("be", "BE"),
                     ("lac", "Lactate"), ("k", "K+"), ("fio2", "FiO2")):
        n.t("%-12s" % lab + "".join("%-9s" % a[key] for a in abgs).rstrip() + "\n")


def labs_block(n, c, rng, k=0):
    us = c.country == "US"
    v = clin.labs(c.scen, rng, k)
    n.t(rng.choice(["\nLabs:\n", "\nBloods:\n", "\nLABS\n", "\nInvestigations:\n"]))
    if us:
        if rng.random() < 0.5:
            n.t(clin.fishbone_us(v))
        else:
            n.t("BMP: " + clin.fmt_bmp_us(v) + "\n")
        n.t("CBC: " + clin.fmt_cbc_us(v) + "\n")
        n.t("LFTs: " + clin.fmt_lfts_us(v) + "\n")
    else:
        n.t(clin.fmt_uk_bloods(v) + "\n")
    n.t(clin.fmt_extra(v, c.country) + "\n")
    if rng.random() < 0.4:
        n.w("Lab accession ", (rng.choice(["C", "H", "Q"]) + dig(rng, 2) + "-" + dig(rng, 6), "IDNUM"), "\n")


def imaging(n, c, rng, k=0):
    us = c.country == "US"
    items = [("CXR", ["ETT 4 cm above carina, CVC tip at cavoatrial junction", "RLL consolidation, small effusion",
                      "bilateral diffuse infiltrates", "no pneumothorax", "hyperinflated, no focal change"]),
             ("CT head", ["no acute intracranial abnormality", "L basal ganglia haemorrhage 60 mL with IVH",
                          "loss of grey-white differentiation"]),
             ("CT AP", ["free fluid and free gas, sigmoid perforation", "peripancreatic fluid, <30% necrosis",
                        "grade III splenic laceration, pelvic fractures"]),
             ("Echo", ["LVEF 55%, no RWMA", "severe LV dysfunction, EF 15%", "RV dilated, TAPSE 14 mm",
                       "hyperdynamic LV, IVC collapsing"])]
    n.t(rng.choice(["\nImaging:\n", "\nRadiology:\n", "\nIMAGING\n"]))
    for name, finds in rng.sample(items, rng.randrange(1, 4)):
        r = rng.random()
        if r < 0.6:
            n.w("- ", name, " ", c.ds(k - rng.randrange(0, 2)), ": ", rng.choice(finds), "\n")
        else:
            n.w("- ", name, ": ", rng.choice(finds), " (report by ", staff_ref(c.staff["rad"], c.country, rng),
                ")\n" if r < 0.8 else ")\n")


def plan_systems(n, c, rng, k=0, terse=False):
    us = c.country == "US"
    s = c.scen
    d = clin.DRUGS[c.country]
    heads = ["Neuro", "CV", "Resp", "Renal", "GI/Nutrition", "Heme", "ID", "Endo", "Lines", "Ppx", "Dispo"]
    if not us and rng.random() < 0.5:
        heads = ["CNS", "CVS", "Resp", "Renal", "GI", "Haem", "Micro", "Endo", "Lines", "VTE/ulcer", "Family/plan"]
    vent = s["vent"] is True
    body = [
        ("propofol + fentanyl, RASS target -2 to 0; daily SAT" if vent else "no sedation; CAM-ICU daily") +
        ("; cEEG, levetiracetam" if s["key"] == "se" else "") + ("; EVD open at 10, ICP 12-18" if s["key"] == "ich" else ""),
        ("%s to MAP > 65, wean as tolerated" % d["nora"]) if s["press"] else "HD stable off pressors; resume home beta-blocker",
        clin.vent_line(s, rng, c.country) + ("; SBT when FiO2 < 0.4 / PEEP <= 8" if vent else ""),
        ("CRRT (CVVHDF) 25 mL/kg/h, UF 50-100 mL/h" if s["rrt"] else "UO adequate, avoid nephrotoxins") +
        "; replete K/Mg/Phos per protocol",
        rng.choice(["TF via OGT at goal 55 mL/h", "NG feed (Nutrison) to 60 mL/h", "NPO, start trophic feeds",
                    "oral diet, dietitian review"]) + "; bowel regimen",
        rng.choice(["Hb stable, transfuse < 7", "no bleeding", "plt recovering", "TEG normal"]) + "; " + d["vte"],
        ("; ".join(s["abx_us"] if us else s["abx_uk"]) or "no antimicrobials") + "; f/u cultures",
        "glucose 140-180 on insulin protocol" if us else "CBG 6-10 on VRIII",
        "lines reviewed, all indicated", "PPI, VTE ppx, HOB 30, CHG bath" if us else "PPI, LMWH, HOB 30",
        rng.choice(["remain ICU", "step down when off pressors", "for ward when stable", "family meeting planned"]),
    ]
    for h, b in zip(heads, body):
        if terse and rng.random() < 0.3:
            continue
        n.t("%s: %s\n" % (h, b))


def admission(n, c, rng):
    us = c.country == "US"
    k = 0
    title = rng.choice(["MICU Admission H&P", "ICU ADMISSION NOTE", "Critical Care Admission History & Physical",
                        "SICU Admission Note"] if us else ["Critical Care Admission", "ICU ADMISSION CLERKING",
                                                           "Adult Critical Care - Admission Note", "ITU Admission"])
    header(n, c, rng, title, 0)
    if rng.random() < 0.35:
        n.w("Transferred from ", (other_hosp(c, rng), "HOSPITAL"), rng.choice([" ED", " (outside hospital)", " ICU"]),
            " on ", c.dd(0), "; accepted by ", staff_ref(c.lead, c.country, rng), ".\n")
    n.w(rng.choice(["Reason for admission: ", "RFA: ", "Chief complaint: ", "Presenting problem: "]), _dx(c), "\n")
    n.w("History from: ", rng.choice(["EMS, ED team and ", "chart and ", "referring team and "]), c.kinref(rng, c.nok),
        ".\n\n")
    n.t(rng.choice(["HPI:\n", "History of presenting complaint:\n", "HISTORY\n", "HPC: "]))
    n.w(c.ptref(rng, True), " is a " if rng.random() < 0.8 else " - ")
    n.w(ages_line(c, rng), " with PMH of ", ", ".join(c.scen["pmh"][:2]), " who presented to ",
        (c.hosp_short, "HOSPITAL") if rng.random() < 0.5 else "our ED", " on ", c.dd(-(c.adm - c.hadm).days),
        " with ", c.scen["hpi"][0], ". ")
    scen_story(n, c, rng)
    n.t(". ".join(c.scen["hpi"][1:]) + ". ")
    if rng.random() < 0.5:
        n.w("Case discussed with ED ", "attending " if us else "consultant ", staff_ref(c.staff["surgeon"] if c.scen["key"]
                                                                                         in ("lap", "nf") else c.staff["neuro"],
                                                                                         c.country, rng), ". ")
    n.w("Referred to ICU at %02d%02d and seen by " % (rng.randrange(24), rng.randrange(60)),
        staff_ref(c.junior, c.country, rng), ".\n\n")
    pmh_block(n, c, rng, rng.choice(["PMH:\n", "Past medical history:\n", "PMHx: "]))
    n.t("Allergies: " + rng.choice(clin.ALLERGIES) + "\n")
    n.t("Home meds: " + ", ".join(rng.sample(clin.DRUGS[c.country]["misc"], 3)) + "\n")
    if rng.random() < 0.5:
        n.w("Regular pharmacy: ", (care_site(c, rng, "pharmacy"), "HOSPITAL"), "\n")
    social_block(n, c, rng)
    n.t("FHx: " + rng.choice(["non-contributory", "father - premature IHD", "mother T2DM", "nil relevant"]) + "\n")
    if rng.random() < 0.3:
        n.w("Primary care: ", staff_ref(c.gp, c.country, rng), ", ", (c.gp_site, "HOSPITAL"), "\n")
    v = clin.vitals(c.scen, rng, 0)
    exam_block(n, c, rng, v)
    n.t(rng.choice(["\nLines/tubes/drains:\n", "\nLINES\n", "\nAccess:\n"]))
    lines_block(n, c, rng, 0)
    if c.scen["key"] == "cs":
        device_line(n, c, rng, "impella")
    elif rng.random() < 0.15:
        device_line(n, c, rng, rng.choice(["ppm", "icd"] if c.age > 50 else ["pump", "icd"]))
    n.t("\nVentilation: " + clin.vent_line(c.scen, rng, c.country) + "\n")
    if c.scen["vent"] is True:
        n.t("Intubation: RSI with ketamine/rocuronium, " + rng.choice(clin.LOOKALIKE[9:11]) + "\n")
    n.t("\n")
    abg_table(n, c, rng, 0)
    labs_block(n, c, rng, 0)
    imaging(n, c, rng, 0)
    n.t("\nMicro:\n")
    micro_block(n, c, rng, 0)
    n.t(rng.choice(["\nAssessment & Plan:\n", "\nIMPRESSION / PLAN\n", "\nA/P:\n"]))
    n.w(c.ptref(rng), ", ", (str(c.age), "AGE"), c.sex, ", ", _dx(c), ". Scores: ", lookalikes(rng, 2), ".\n")
    plan_systems(n, c, rng, 0)
    n.t("\nCode status: " + rng.choice(["Full code", "FULL CODE (confirmed with family)", "DNACPR - form completed",
                                        "DNR/DNI", "For escalation, not for CPR"]) + "\n")
    kin_line(n, c, rng)
    if len(c.kin) > 1 and rng.random() < 0.5:
        kin_line(n, c, rng, c.kin[1], "Alt contact: ")
    if us and rng.random() < 0.6 or not us and rng.random() < 0.35:
        insurance_block(n, c, rng)
    if rng.random() < 0.2:
        biometric(n, c, rng)
    n.t("\nCritical care time: %d min, exclusive of procedures.\n" % rng.choice([35, 45, 60, 75, 90]))
    sign(n, c, rng, c.junior, 0)
    if rng.random() < 0.6:
        n.w("\n", rng.choice(["Attending attestation: ", "Consultant review: "]), "Seen and examined with ",
            staff_ref(c.junior, c.country, rng, formal=False), "; agree with the above. ", staff_ref(c.lead, c.country, rng),
            " ", c.dd(0), "\n")


def progress(n, c, rng):
    us = c.country == "US"
    k = rng.randrange(1, 10)
    title = rng.choice(["MICU Progress Note", "ICU Daily Progress Note", "Critical Care Progress Note - systems",
                        "PCCM Daily Note"] if us else ["ICU Ward Round", "Critical Care Daily Review",
                                                       "ITU WR - consultant", "Daily Progress (Critical Care)"])
    header(n, c, rng, title, k)
    terse = rng.random() < 0.4
    n.t("ICU day %d%s\n" % (k + 1, (", HD %d" % (k + 1 + (c.adm - c.hadm).days)) if rng.random() < 0.5 else ""))
    if not us and rng.random() < 0.5:
        n.w("WR led by ", staff_ref(c.lead, c.country, rng), " with ", staff_ref(c.junior, c.country, rng), ", ",
            staff_ref(c.staff["pharm"], c.country, rng), " (pharm), ", nm(c.staff["rn"], "DOCTOR", "first", "UK"),
            " (bedside RN)\n")
    n.t(rng.choice(["\nOvernight / 24h events:\n", "\nInterval events: ", "\nO/N: ", "\nEVENTS\n"]))
    ev = []
    if c.scen["press"]:
        ev.append("pressor requirement %s" % rng.choice(["down", "stable", "up overnight, 2nd agent added"]))
    ev.append(rng.choice(["desaturation episode at 0300, resolved with suctioning", "self-extubated - re-intubated",
                          "no acute events", "febrile 38.9, cultured", "AF with RVR, amiodarone load",
                          "passed SBT, extubated to HFNC", "agitated, CAM-ICU positive"]))
    n.t("; ".join(ev) + ". ")
    r = rng.random()
    if r < 0.5:
        n.w(c.kinref(rng, rng.choice(c.kin)), " visited and was updated at bedside. ")
    elif r < 0.75:
        n.w("Spoke to ", c.kinref(rng, c.nok), " by phone (", (c.nok.phone, "PHONE"), "). ")
    n.w("Cross-cover: ", staff_ref(c.staff["resident" if us else "sho"], c.country, rng), ".\n")
    if rng.random() < 0.5:
        n.w("Trend reviewed back to ", dt(c.d(k - 1), "wd" if rng.random() < 0.4 else c.sfmt), ".\n")
    v = clin.vitals(c.scen, rng, k)
    n.t("\nVitals: " + clin.vitals_line(v, c.country, rng) + "\n")
    n.t("I/O: in %d / out %d mL (net %+d)\n" % (rng.randrange(1800, 4200), rng.randrange(900, 3800),
                                               rng.randrange(-1500, 2500)))
    n.t("Vent: " + clin.vent_line(c.scen, rng, c.country) + "\n")
    inf = clin.infusions(c.scen, rng, c.country)
    if inf:
        n.t("Infusions: " + "; ".join(inf) + "\n")
    if not terse:
        n.t("Meds: " + ", ".join(clin.med_list(c.scen, rng, c.country)) + "\n")
    n.t("\nLabs:\n")
    if rng.random() < 0.7:
        trend_table(n, c, rng, k, rng.choice([3, 3, 4]))
    else:
        v2 = clin.labs(c.scen, rng, k)
        n.t((clin.fmt_bmp_us(v2) + "\n" + clin.fmt_cbc_us(v2)) if us else clin.fmt_uk_bloods(v2))
        n.t("\n")
    a = clin.abg(c.scen, rng, c.country, k)
    n.t("ABG: " + clin.abg_line(a, c.country) + "\n")
    if rng.random() < 0.7:
        n.t("\nMicro:\n")
        micro_block(n, c, rng, k)
    if rng.random() < 0.5:
        imaging(n, c, rng, k)
    n.t(rng.choice(["\nAssessment/Plan by systems:\n", "\nPLAN\n", "\nA/P:\n"]))
    if rng.random() < 0.5:
        n.w(c.ptref(rng), " - ", _dx(c), ", ICU day %d. " % (k + 1), lookalikes(rng, 1), ".\n")
    plan_systems(n, c, rng, k, terse)
    if rng.random() < 0.3:
        device_line(n, c, rng, rng.choice(["vent", "crrt"] if c.scen["rrt"] else ["vent", "vent"]))
    cons = [("Neurosurgery", "neuro"), ("Nephrology" if us else "Renal", "pcp"), ("General Surgery", "surgeon"),
            ("Radiology", "rad")]
    if rng.random() < 0.7:
        n.t("Consults: ")
        for i, (sp, role) in enumerate(rng.sample(cons, rng.randrange(1, 3))):
            n.w("; " if i else "", sp, " (", staff_ref(c.staff[role], c.country, rng), ")")
        n.t("\n")
    if rng.random() < 0.5:
        n.w("Discussed with bedside RN ", nm(c.staff["rn"], "DOCTOR", rng.choice(["first", "full"]), c.country),
            " and ", staff_ref(c.staff["rt" if us else "physio"], c.country, rng), ".\n")
    if rng.random() < 0.15:
        hol = rng.choice(P.HOLIDAY_US if us else P.HOLIDAY_UK)
        n.w("Note: reduced staffing over ", (hol, "DATE"), "; family aware visiting may be restricted ",
            dt(c.d(k + 1), "wk" if us else "wkuk2"), ".\n")
    if rng.random() < 0.1:
        parking(n, c, rng)
        n.t("\n")
    if rng.random() < 0.3:
        n.w("Family: ", c.kinref(rng, c.nok), " aware of plan; ",
            rng.choice(["meeting booked ", "next update "]), dt(c.d(k + 1), rng.choice(["wd", c.sfmt])), ".\n")
    sign(n, c, rng, c.junior if rng.random() < 0.6 else c.lead, k)

"""Genres: pharmacist ICU ward-round note, tele-ICU (eICU) virtual review note (dev218)."""
import clin
import pools as P
from case import header, sign, audit
from blocks import care_site, other_hosp, kin_line, device_line, ages_line, insurance_block
from note import nm, staff_ref, dt, fd, dig, letters, private_ip, us_phone, uk_phone, add_days


def _dx(c):
    return c.scen["us"] if c.country == "US" else c.scen["uk"]


def pharmacist(n, c, rng):
    us = c.country == "US"
    k = rng.randrange(1, 14)
    ph = c.staff["pharm"]
    title = rng.choice(["Critical Care Pharmacist Note", "ICU PHARMACY ROUND", "Clinical Pharmacy - ICU Ward Round",
                        "Pharmacotherapy consult - MICU"] if us else ["Critical Care Pharmacist Review",
                                                                      "ITU PHARMACY WARD ROUND", "Pharmacy WR note (ICU)"])
    header(n, c, rng, title, k, style=rng.choice([0, 1, 2, 3, 4]))
    wt = rng.randrange(48, 135)
    ht = rng.randrange(150, 195)
    ibw = (50 if c.sex == "M" else 45.5) + 0.9 * (ht - 152)
    cr = clin.labs(c.scen, rng, k)["cr"]
    crcl = (140 - c.age_at(k)) * wt / (72 * cr) * (0.85 if c.sex == "F" else 1)
    n.w("Wt %d kg (" % wt, rng.choice(["measured ", "bed scale ", "estimated "]), c.ds(k - rng.randrange(0, k + 1)),
        "), Ht %d cm, IBW %.1f kg. " % (ht, ibw))
    if c.scen["rrt"]:
        n.t("On CVVHDF, effluent 25 mL/kg/h - dose per CRRT guidance.\n")
    else:
        n.t("Scr %.2f %s, est CrCl %d mL/min (C-G).\n" % (cr if us else cr * 88.4, "mg/dL" if us else "umol/L", crcl))
    n.w("Seen on WR with ", staff_ref(c.lead, c.country, rng))
    if rng.random() < 0.5:
        n.w(rng.choice([" and ", ", ", " / "]), staff_ref(c.junior, c.country, rng))
    else:
        n.t(" and team")
    n.t(".\n")
    n.t(rng.choice(["\nInfusions:\n", "\nCONTINUOUS INFUSIONS\n", "\nIVIs:\n"]))
    concs = {"norepinephrine": "8 mg/250 mL", "noradrenaline": "8 mg/50 mL", "vasopressin": "20 units/100 mL",
             "propofol": "1 g/100 mL", "fentanyl": "2500 mcg/250 mL", "dexmedetomidine": "400 mcg/100 mL",
             "midazolam": "50 mg/50 mL", "alfentanil": "25 mg/50 mL", "clonidine": "750 mcg/50 mL",
             "morphine": "50 mg/50 mL", "insulin": "50 units/50 mL", "acetylcysteine": "per weight-based bag",
             "dobutamine": "250 mg/50 mL", "nicardipine": "20 mg/200 mL", "labetalol": "5 mg/mL neat",
             "octreotide": "500 mcg/100 mL", "terlipressin": "bolus", "furosemide": "250 mg/50 mL"}
    for inf in clin.infusions(c.scen, rng, c.country) or ["none"]:
        conc = concs.get(inf.split(" ")[0], "")
        if conc:
            n.t("- %s  [%s @ %.1f mL/h]\n" % (inf, conc, rng.uniform(1, 18)))
        else:
            n.t("- %s\n" % inf)
    n.t(rng.choice(["\nAntimicrobials / levels:\n", "\nTDM:\n", "\nANTIMICROBIAL STEWARDSHIP\n"]))
    abx = c.scen["abx_us"] if us else c.scen["abx_uk"]
    for a in abx:
        day = rng.randrange(1, min(k + 2, 8))
        n.t("- %s, day %d of %s\n" % (a, day, rng.choice(["7", "10-14", "TBD", "14", str(day + rng.randrange(1, 5))])))
    levels = [("vancomycin", "trough", "%.1f mg/L" % rng.uniform(8, 26), ["continue current dose", "hold next dose, re-level",
                                                                         "increase to 1.25 g q12h" if us else "increase rate to 62 mL/h"]),
              ("gentamicin", "level", "%.1f mg/L" % rng.uniform(0.3, 2.5), ["redose", "extend interval to q36h"]),
              ("phenytoin", "corrected level", "%.1f mg/L" % rng.uniform(6, 24), ["no change", "reduce to 100 mg TDS"]),
              ("digoxin", "level", "%.1f mcg/L" % rng.uniform(0.4, 2.4), ["stop, level high", "continue"]),
              ("amikacin", "peak", "%d mg/L" % rng.randrange(30, 70), ["target achieved"])]
    for drug, lt, val, acts in rng.sample(levels, rng.randrange(1, 3)):
        hh = rng.randrange(24)
        n.w("- ", drug, " ", lt, " ", c.ds(k - rng.randrange(0, 2)), " %02d:%02d" % (hh, rng.randrange(60)), ": ", val,
            " -> ", rng.choice(acts))
        if rng.random() < 0.5:
            n.w(" (sample ", (rng.choice(["TDM", "C", "Z"]) + dig(rng, 7), "IDNUM"), ")")
        n.t("\n")
    n.t(rng.choice(["\nIssues / interventions:\n", "\nRECOMMENDATIONS\n", "\nPharmaceutical care issues:\n"]))
    issues = ["QTc 498 ms on %s + ondansetron - suggest switch antiemetic" % rng.choice(["clarithromycin", "amiodarone",
                                                                                          "haloperidol"]),
              "propofol > 4 mg/kg/h for 48 h - check TG and CK (PRIS risk)",
              "PPI indication reviewed - continue while ventilated",
              "dose-adjust meropenem for renal function" if not us else "renally adjust cefepime",
              "enoxaparin anti-Xa level requested (wt %d kg)" % wt,
              "restart home levothyroxine via NG",
              "enteral feed interaction: hold feed 1 h pre/post phenytoin",
              "K 3.1 - replace 40 mmol KCl over 4 h via CVC" if not us else "K 3.1 - KCl 40 mEq via central line",
              "stop hydrocortisone taper over 3 days", "thiamine until nutrition established"]
    for i, iss in enumerate(rng.sample(issues, rng.randrange(2, 5))):
        n.w("%d. " % (i + 1), iss)
        r = rng.random()
        if r < 0.5:
            n.w(" - accepted by ", staff_ref(rng.choice([c.junior, c.lead, c.staff["resident" if us else "sho"]]), c.country,
                                             rng))
        elif r < 0.6:
            n.t(" - declined, documented")
        n.t("\n")
    if rng.random() < 0.6:
        n.t("\nMedicines reconciliation: ")
        n.w("home meds confirmed with ", (care_site(c, rng, "pharmacy"), "HOSPITAL"), " (", (us_phone(rng, c.area, 1) if us
                                                                                            else uk_phone(rng, c.stem, 0),
                                                                                            "PHONE"), ")")
        n.w(" and ", c.kinref(rng, c.nok), ". ")
        n.t(rng.choice(["SCR viewed. " if not us else "Outside fill history reviewed. ", "Discrepancy: aspirin omitted - intended. ",
                        "No discrepancies. "]) + "\n")
    if rng.random() < 0.35:
        n.w("CD / ADC audit: override by user ", (c.junior.user, "USERNAME"), " for fentanyl 100 mcg; ",
            rng.choice(["fingerprint ID ", "biometric login "]), (rng.choice(["FP", "BIO"]) + "-" + dig(rng, 5), "BIOID"),
            " verified.\n")
    if us and rng.random() < 0.4:
        n.w("Discharge Rx for opioid will need prescriber DEA on file (", staff_ref(c.lead, c.country, rng), ", DEA ",
            (([v for lab, v in c.lead.lic if lab == "DEA"] or ["B" + letters(rng, 1) + dig(rng, 7)])[0], "LICENSE"), ").\n")
    if us and rng.random() < 0.4:
        n.w("Rx benefit: ", (c.insurer, "ORGANIZATION"), ", member ID ", (c.member, "HEALTHPLAN"), ", group ",
            (c.group, "HEALTHPLAN"), " - prior auth needed for discharge linezolid.\n")
    if rng.random() < 0.3:
        n.w("Infusion pump library ", rng.choice(["v12.4", "v9.1", "2023-Q3"]), " - pump ", (letters(rng, 2) + dig(rng, 6), "DEVICE"),
            " flagged for update.\n")
    sign(n, c, rng, ph, k, style=rng.choice([0, 1, 3, 4]), role_text="Critical care pharmacist")


def teleicu(n, c, rng):
    us = c.country == "US"
    k = rng.randrange(0, 8)
    doc = c.lead
    hub = other_hosp(c, rng)
    title = rng.choice(["Tele-ICU Virtual Rounding Note", "eICU INTERVENTION NOTE", "Tele-Critical Care Consult",
                        "Remote ICU review (virtual)"])
    n.w(title, "\n")
    n.w("Remote site: ", (c.hosp, "HOSPITAL"), " - ", (c.unit, "HOSPITAL") if c.unit else "ICU", ", bed ",
        (c.bed, "LOCATION_OTHER"), "\n")
    n.w("Hub: ", (hub, "HOSPITAL"), " virtual care center, ", (rng.choice(P.US_CITIES)[0] if us else rng.choice(P.UK_TOWNS)[0],
                                                                 "CITY"), "\n")
    n.w("Patient: ", nm(c.pt, "PATIENT", rng.choice(["caps", "full", "rev"]), c.country), " | ", (str(c.age_at(k)), "AGE"),
        c.sex, " | ", "MRN " if us else "Hosp no ", (c.mrn, "MRN"))
    if us and rng.random() < 0.5:
        n.w(" | Enc ", (c.acct, "ACCOUNT"))
    n.t("\n")
    tm = "%02d:%02d" % (rng.randrange(24), rng.randrange(60))
    n.w("Date/time: ", c.dd(k), " ", tm, "\n")
    if us and rng.random() < 0.3:
        insurance_block(n, c, rng)
    n.w("Session: camera ", (private_ip(rng), "IPADDR"), ", session ID ", (letters(rng, 2) + dig(rng, 8), "IDNUM"),
        ", logged in as ", (doc.user, "USERNAME"), "\n")
    n.t(rng.choice(["\nReason for review: ", "\nTrigger: ", "\nAlert: "]))
    n.t(rng.choice(["MAP < 65 for 15 min", "sepsis screen positive", "scheduled virtual rounds", "new admission - video assessment",
                    "SpO2 < 88% x 10 min", "RN request - agitation", "lactate 4.2"]) + "\n")
    n.w("Bedside contact: ", nm(c.staff["rn"], "DOCTOR", rng.choice(["cred", "full", "first"]), c.country))
    if rng.random() < 0.6:
        n.w(" (", rng.choice(["ext ", "Vocera ", "phone "]), (us_phone(rng, c.area, rng.choice([1, 3])) if us else
                                                               uk_phone(rng, c.stem, 0), "PHONE"), ")")
    n.t("\n")
    n.t("\nSummary: ")
    n.w(c.ptref(rng), " - ", ages_line(c, rng, k), ", ICU day %d, " % (k + 1), _dx(c), ".\n")
    v = clin.vitals(c.scen, rng, k)
    n.t("Camera exam: " + rng.choice(["appears comfortable, synchronous with vent", "restless, pulling at lines",
                                      "mottled knees visible", "sitting in chair, talking"]) + ".\n")
    n.t("Vitals: " + clin.vitals_line(v, c.country, rng) + "\n")
    n.t("Vent: " + clin.vent_line(c.scen, rng, c.country) + "\n")
    vv = clin.labs(c.scen, rng, k)
    n.t("Labs: " + (clin.fmt_bmp_us(vv) if us else clin.fmt_uk_bloods(vv)) + "\n")
    n.t(rng.choice(["\nActions / orders:\n", "\nINTERVENTIONS\n", "\nRecommendations:\n"]))
    acts = ["500 mL LR bolus" if us else "250 mL Hartmann's bolus", "titrate pressor to MAP > 65",
            "repeat lactate in 2 h", "blood cultures x2 then broaden antibiotics", "CXR portable",
            "haloperidol 2.5 mg IV once; CAM-ICU reassess", "ABG now", "increase PEEP to 10, FiO2 0.6"]
    for a in rng.sample(acts, rng.randrange(2, 5)):
        n.t("- " + a + "\n")
    n.w("Discussed with bedside ", "hospitalist " if us else "registrar ", staff_ref(c.staff["resident" if us else "registrar"],
                                                                                     c.country, rng), "; agrees.\n")
    if rng.random() < 0.4:
        f = rng.choice(c.kin)
        n.w("Facilitated video visit with ", c.kinref(rng, f))
        if rng.random() < 0.5:
            n.w(" (in ", (rng.choice(P.COUNTRIES), "COUNTRY"), ")")
        n.w(" via ", ("https://visit." + rng.choice(["example.net", "example.com", "example.org"]) + "/room/" +
                      letters(rng, 4).lower() + dig(rng, 3), "URL"), ".\n")
    if rng.random() < 0.3:
        device_line(n, c, rng, rng.choice(["vent", "crrt", "impella"] if c.scen["key"] == "cs" else ["vent", "crrt"]))
    n.t("Intervention category: " + rng.choice(["major", "minor", "best practice"]) + ". Time: %d min.\n" % rng.randrange(10, 45))
    n.w("\n", nm(doc, "DOCTOR", "cred", c.country), ", tele-intensivist\n")
    if us:
        st2 = rng.choice(P.US_CITIES)
        while st2[2] == c.statename:
            st2 = rng.choice(P.US_CITIES)
        n.w("Licensed in ", (c.statename, "STATE"), " and ", (st2[2], "STATE"), "; ")
        n.w(c.lic_pieces(rng, doc, 2), "\n")
    else:
        n.w(c.lic_pieces(rng, doc, 1), "\n")
    if rng.random() < 0.5:
        n.w("Hub line ", (us_phone(rng, c.area, 0) if us else uk_phone(rng, c.stem, 0), "PHONE"), " | fax ",
            (us_phone(rng, c.area, 1) if us else uk_phone(rng, c.stem, 0), "FAX"), "\n")
    if rng.random() < 0.5:
        audit(n, c, rng, doc, k)

"""dev182 genres, part B: admission med rec, ADR report, parenteral nutrition,
pharmacist consult note."""
import pools
from core import pick, digits, dr, sign_staff, pt_ref, fmt_date
from genres_a import labs


ADR_IND = {
    "vancomycin": "MRSA bacteremia", "piperacillin-tazobactam": "intra-abdominal infection", "lisinopril": "HTN",
    "ceftriaxone": "CAP", "carbamazepine": "trigeminal neuralgia", "allopurinol": "gout",
    "linezolid": "VRE UTI", "haloperidol": "delirium", "heparin": "VTE prophylaxis", "amiodarone": "AF",
    "metformin": "T2DM", "TMP-SMX": "PJP prophylaxis", "levofloxacin": "CAP", "oxycodone": "post-op pain",
    "clindamycin": "dental abscess", "ondansetron": "PONV", "iron sucrose": "iron deficiency anemia",
    "enoxaparin": "DVT treatment",
}


ANTICOAG = ("apixaban", "warfarin", "rivaroxaban")


def med_list(w, k):
    """k home meds without two anticoagulants; salbutamol/albuterol by country."""
    r = w.rng
    meds = list(pools.HOME_MEDS)
    r.shuffle(meds)
    out = []
    have_ac = False
    for m in meds:
        if m.startswith(ANTICOAG):
            if have_ac:
                continue
            have_ac = True
        if (w.country == "US" and m.startswith("salbutamol")) or (w.country == "CA" and m.startswith("albuterol")):
            continue
        out.append(m)
        if len(out) == k:
            break
    return out


def article(word):
    return "an " if word[0] in "aeiou" else "a "


def pt_header(w, n, pt, with_addr=False):
    r = w.rng
    s = r.randrange(3)
    if s == 0:
        n.l("Patient: ", ("PATIENT", pt.form(pick(r, ["lf_mid", "caps_mid", "full"]))), "    DOB: ",
            ("DATE", w.dfull(pt.dob)), " (", ("AGE", str(pt.age)), pick(r, [" y", "y", " yrs"]), ")    Sex: ", pt.sex)
        n.l("MRN: ", ("MRN", w.mrn()), "    ", pick(r, ["Acct: ", "Enc #: ", "FIN: ", "Visit: "]), ("ACCOUNT", w.acct()))
    elif s == 1:
        n.l("Name: ", ("PATIENT", pt.form("caps")), " | MRN ", ("MRN", w.mrn()), " | DOB ", ("DATE", w.dfull(pt.dob)),
            " | ", ("AGE", str(pt.age)), pt.sex)
    else:
        n.l("Pt: ", ("PATIENT", pt.form("full")), ", ", w.age(pt.age, pt.sex), ", MR# ", ("MRN", w.mrn()))
    if with_addr:
        n.l("Address: ", ("STREET", w.street()), ", ", ("CITY", w.city), ", ",
            ("STATE", pick(r, [w.state, w.state_full])), " ", ("ZIP", w.zip()),
            [", ", ("COUNTRY", pick(r, ["USA", "United States", "U.S."] if w.country == "US" else ["Canada", "CAN"]))]
            if r.random() < 0.4 else "")
        n.l("Home ph: ", ("PHONE", w.phone(ext=False)),
            ["   Cell: ", ("PHONE", w.phone(ext=False))] if r.random() < 0.4 else "")


# --------------------------------------------------------------------------- 5
def med_rec(w, n):
    r = w.rng
    d = w.date
    pt = w.patient(age_range=(34, 97))
    us = w.country == "US"
    who = w.staff(pick(r, ["pharm", "tech"]))
    pcp = w.staff("md")
    n.l(pick(r, ["ADMISSION MEDICATION RECONCILIATION", "Admission Med Rec - Pharmacy", "Medication History - Admission"])
        if us else pick(r, ["BEST POSSIBLE MEDICATION HISTORY (BPMH)", "BPMH / Admission Medication Reconciliation"]))
    n.l(("HOSPITAL", w.hospital), " - ", pick(r, ["Emergency Department", "ED", "Admitting"]), " -> ",
        ("HOSPITAL", w.unit), " rm ", ("LOCATION_OTHER", w.room()))
    pt_header(w, n, pt, with_addr=r.random() < 0.6)
    if us and r.random() < 0.5:
        n.l("Payer: ", ("ORGANIZATION", w.insurer()), "  Member ID ", ("HEALTHPLAN", w.healthplan(pt)),
            ["  Group ", ("HEALTHPLAN", digits(r, 5))] if r.random() < 0.5 else "",
            ["  SSN ", ("SSN", w.ssn())] if r.random() < 0.45 else "")
    elif not us:
        n.l(pick(r, ["Health card #: ", "PHN: ", "HCN "]), ("HEALTHPLAN", w.healthplan(pt)),
            ["   Private plan: ", ("ORGANIZATION", w.insurer()), " cert ", ("HEALTHPLAN", digits(r, 9))]
            if r.random() < 0.35 else "")
    n.l("Admit date: ", ("DATE", w.dfull(d)), "   Admitting: ", dr(w, w.staff("md")),
        "   Dx: ", pick(r, ["CHF exacerbation", "COPD exacerbation", "hip fracture", "UTI/delirium", "DKA",
                            "GI bleed", "NSTEMI", "syncope", "cellulitis", "AKI on CKD3"]))
    n.l("PCP: " if us else pick(r, ["Family MD: ", "GP: ", "PCP: "]), dr(w, pcp), ", ", ("HOSPITAL", pick(r, pools.CLINICS[:6])), "  ph ", ("PHONE", w.phone()),
        ["  fax ", ("FAX", w.phone(ext=False))] if r.random() < 0.6 else "")
    n.l("Allergies: ", pick(r, pools.ALLERGIES), "; ",
        [pick(r, ["sulfa (rash, ", "PCN (hives, ", "codeine (vomiting, "]), ("DATE", str(w.date.year - r.randint(3, 40))), ")"]
        if r.random() < 0.5 else pick(r, pools.ALLERGIES))
    if r.random() < 0.3:
        n.l("Immunizations: influenza ", ("DATE", fmt_date(w.days(-r.randint(30, 200)), "mon_year")),
            "; pneumococcal ", pick(r, ["unknown", "up to date", "PCV20 given"]))
    n.l("")
    n.l("Sources used:")
    n.l(" 1. Pt interview at bedside", pick(r, ["", " - pt a good historian", " - pt confused, limited",
                                                  " (interpreter: Spanish)"]))
    rel, fam = w.relative(pt)
    fs = r.randrange(3)
    if fs == 0:
        n.l(" 2. ", rel.capitalize(), " ", ("FAMILY", fam.form("full")), " (", ("PHONE", w.phone(ext=False)),
            ") - manages pillbox")
    elif fs == 1:
        n.l(" 2. Pill bottles brought in by ", rel, " ", ("FAMILY", fam.form("first")))
    else:
        n.l(" 2. Phone call w/ ", rel, ", ", ("FAMILY", fam.form("full")), ", ", ("PHONE", w.phone()))
    ph = w.pharmacy()
    n.l(" 3. ", ("HOSPITAL", ph), ", ", ("CITY", w.other_city()), " - ph ", ("PHONE", w.phone(ext=False)), " / fax ",
        ("FAX", w.phone(ext=False)), " (fill hx last ", pick(r, ["90", "120", "180"]), " days, spoke w/ RPh ",
        ("DOCTOR", w.staff("pharm").form("first")), ")")
    n.l(" 4. ", pick(r, ["Surescripts fill history", "PDMP query", "outside records"]) if us else
        pick(r, ["PharmaNet profile", "Netcare/PIN", "DPV (Drug Profile Viewer)", "DIS profile", "PIP profile"]),
        pick(r, ["", " reviewed", " - no CS fills outside"]))
    n.l("")
    n.l("HOME MEDICATIONS")
    style = r.randrange(2)
    meds = med_list(w, r.randint(5, 11))
    dst = w.dstyle()
    if style == 0:
        n.l("Medication / dose / freq                      | Last taken      | Source | Admit plan")
    for m in meds:
        last = pick(r, ["today AM", "yesterday", "last night", None, "unknown"])
        lastp = ("DATE", fmt_date(w.days(-r.randint(1, 5)), dst)) if last is None else last
        plan = pick(r, ["continue", "continue", "hold", "hold - NPO", "modify", "d/c", "sub formulary"])
        srcs = pick(r, ["1,2", "1,3", "3", "1,2,3", "2,4", "4"])
        if style == 0:
            n.l(m, " | ", lastp, " | ", srcs, " | ", plan)
        else:
            n.l("- ", m, "  (last: ", lastp, "; src ", srcs, ") -> ", plan)
    if r.random() < 0.5:
        n.l("- OTC/herbal: ", pick(r, pools.OTC), ", ", pick(r, pools.OTC))
    n.l("")
    n.l("DISCREPANCIES / ISSUES")
    k = r.randrange(4)
    if k == 0:
        n.l("- Pharmacy profile shows atorvastatin 80 mg last filled ", ("DATE", w.dfull(w.days(-r.randint(60, 200)))),
            "; pt states stopped d/t myalgias. Flagged for team.")
    elif k == 1:
        n.l("- ", rel.capitalize(), " reports pt taking metoprolol tartrate 25 BID, not succinate; ED order "
            "clarified w/ ", dr(w, w.staff("md")), ".")
    elif k == 2:
        n.l("- Insulin pump (", pick(r, ["t:slim X2", "Omnipod 5", "MiniMed 780G"]), ", SN ", ("DEVICE", w.serial()),
            ") - pt to self-manage per policy; basal 0.", str(r.randint(5, 9)), " units/h.")
    else:
        c = pick(r, ["Mexico", "Guatemala", "Dominican Republic", "Peru", "Colombia", "Spain"])
        n.l("- Pt brought tablets purchased in ", ("COUNTRY", c), " labelled '", pick(r, ["Diclofenaco", "Amoxicilina",
                                                                                            "Metamizol", "Captopril"]),
            "' - unknown strength, not to be used in hospital.")
    if r.random() < 0.25:
        n.l("- Pt ran out of ", pick(r, ["lisinopril", "insulin", "inhalers", "apixaban"]), " around ",
            ("DATE", pick(r, ["Christmas", "Thanksgiving", "Easter", "New Year's Day", "Labor Day"] if us else
                          ["Christmas", "Thanksgiving", "Easter", "Canada Day", "Boxing Day", "Victoria Day"])),
            ", not refilled (cost).")
    if r.random() < 0.5:
        n.l("- PDMP/CS: " if us else "- CS fills (provincial profile): ", pick(r, ["no recent fills", "oxycodone 5 mg #60 from 2 prescribers in 30 d",
                                     "buprenorphine filled regularly"]),
            ["; prescriber ", dr(w, w.staff("md"))] if r.random() < 0.4 else "")
    n.l("")
    prof = w.profession()
    ss = r.randrange(3)
    if ss == 0:
        n.l("Social: lives with ", rel, " ", ("FAMILY", fam.form("first")), "; works as ", article(prof),
            ("PROFESSION", prof), pick(r, ["", " (night shift)", " part-time"]), ". ",
            pick(r, ["Never smoker.", "Smokes 1/2 ppd.", "EtOH ~3 beers/day.", "Denies drugs/EtOH."]))
    elif ss == 1:
        n.l("Soc hx: retired ", ("PROFESSION", prof), pick(r, [", widowed", ", lives alone", ""]),
            ". Adherence aids: ", pick(r, ["blister packs from pharmacy", "dosette", "none", "phone alarms"]), ".")
    else:
        n.l("Social: ", ("PROFESSION", prof), " at ", ("ORGANIZATION", w.employer()), ". Lives in ",
            ("CITY", w.other_city()), pick(r, [" w/ family", " alone", ""]), ".")
    n.l("")
    n.l(pick(r, ["Completed by: ", "Obtained by: "] + ([] if us else ["BPMH by: "])), sign_staff(w, who), " on ",
        ("DATE", w.dshort(d)), " ", "%02d%02d" % (r.randrange(24), r.randrange(60)))
    if who.cred in pools.TECH_CREDS:
        n.l("Reviewed/co-signed: ", sign_staff(w, w.staff("pharm")))


# --------------------------------------------------------------------------- 6
def adr_report(w, n):
    r = w.rng
    d = w.date
    pt = w.patient()
    rep = w.staff(pick(r, ["pharm", "pharm", "md", "rn"]))
    drug, rxn, sev = pick(r, pools.ADR_REACTIONS)
    start = w.days(-r.randint(3, 30))
    onset = w.days(-r.randint(0, 2))
    us = w.country == "US"
    case = pick(r, ["ADR-", "ADE-", "AE "]) + "%d-%s" % (d.year % 100, digits(r, 4))
    n.l(pick(r, ["ADVERSE DRUG REACTION REPORT", "Adverse Drug Event - Pharmacy Report",
                 "SUSPECTED ADVERSE REACTION REPORT"]), "   Case # ", ("IDNUM", case))
    n.l(("HOSPITAL", w.hospital), " | Medication Safety Committee")
    n.l("")
    n.l("PATIENT")
    if r.random() < 0.5:
        n.l("  Initials: ", ("PATIENT", pt.form("init")), "   Age: ", ("AGE", str(pt.age)), "   Sex: ", pt.sex,
            "   Wt: ", str(r.randint(45, 130)), " kg")
        n.l("  MRN: ", ("MRN", w.mrn()), "   Unit: ", ("HOSPITAL", w.unit), "   Room ", ("LOCATION_OTHER", w.room()))
    else:
        n.l("  ", ("PATIENT", pt.form("caps_mid")), "  DOB ", ("DATE", w.dfull(pt.dob)), "  (", w.age(pt.age, pt.sex), ")")
        n.l("  MRN ", ("MRN", w.mrn()), "  Acct ", ("ACCOUNT", w.acct()), "  Attending ", dr(w, w.staff("md")))
    n.l("")
    n.l("SUSPECT DRUG")
    n.l("  ", drug, "  start ", ("DATE", w.dfull(start)), "  stop ",
        ("DATE", w.dfull(onset)) if r.random() < 0.8 else "ongoing",
        "  indication: ", ADR_IND.get(drug, "see H&P"))
    n.l("  Concomitant: ", "; ".join(med_list(w, r.randint(2, 4))))
    n.l("")
    n.l("REACTION")
    n.l("  ", rxn, ". Onset ", ("DATE", w.dfull(onset)), pick(r, [" ~0600", " overnight", "", " on day 5 of therapy"]), ".")
    n.l("  Labs: ", labs(w, 3))
    n.l("  Management: ", pick(r, ["drug stopped, supportive care", "drug stopped; IV fluids; nephrology consult",
                                   "epinephrine IM x1, diphenhydramine, methylpred; airway monitored in ICU",
                                   "naloxone 0.4 mg IV x2, transferred to step-down",
                                   "switched to alternative agent; platelets monitored daily"]))
    n.l("  Outcome: ", pick(r, ["recovered", "recovering", "recovered with sequelae", "not yet recovered"]),
        [" as of ", ("DATE", w.dshort(w.days(r.randint(1, 6))))] if r.random() < 0.5 else "")
    n.l("  Rechallenge: ", pick(r, ["not done", "N/A", "no"]), "   Dechallenge: ", pick(r, ["positive", "unknown", "positive"]))
    if r.random() < 0.3:
        n.l("  Prior similar reaction: ", ("DATE", fmt_date(w.days(-r.randint(300, 3000)), pick(r, ["mon_year", "year"]))),
            " per ", pick(r, ["pt", "outside records", "family"]), ".")
    n.l("  Causality (Naranjo): ", str(r.randint(3, 9)), " - ", pick(r, ["probable", "possible", "probable", "definite"]),
        "   Severity: ", sev)
    n.l("")
    if r.random() < 0.5:
        rel, fam = w.relative(pt)
        n.l("Pt and ", rel, " (", ("FAMILY", fam.form("full")), ") informed of reaction ", pick(r, ["at bedside", "by phone"]),
            "; allergy/intolerance entered in EHR and community pharmacy (", ("HOSPITAL", w.pharmacy()), ") notified.")
    if r.random() < 0.3:
        prof = w.profession()
        n.l("Occupational note: pt is ", article(prof), ("PROFESSION", prof), "; ", pick(r, [
            "advised re: photosensitivity at work", "off work until cleared by PCP", "return to work note provided"]), ".")
    if us:
        n.l("Submitted to FDA MedWatch on ", ("DATE", w.dfull(w.days(r.randint(0, 5)))), pick(r, [
            ["; confirmation ", ("IDNUM", "MW" + digits(r, 7))], "", ["  (ref ", ("IDNUM", digits(r, 8)), ")"]]))
    else:
        n.l("Reported to Canada Vigilance on ", ("DATE", w.dfull(w.days(r.randint(0, 5)))),
            pick(r, [["; report ", ("IDNUM", "E2B_%s" % digits(r, 8))], "", " (mandatory - serious ADR)"]))
    n.l("")
    n.l("Reporter: ", sign_staff(w, rep))
    n.l("Contact: ", ("PHONE", w.phone()), "  ", ("EMAIL", w.email(rep.first, rep.last)))
    if r.random() < 0.4:
        n.l("Reviewed by Med Safety RPh ", ("DOCTOR", w.staff("pharm").form("full")), " ", ("DATE", w.dshort(w.days(3))))


# --------------------------------------------------------------------------- 7
def pn_note(w, n):
    r = w.rng
    d = w.date
    pt = w.patient(age_range=(18, 91))
    rph = w.staff("pharm")
    rd = w.staff("md")
    wt = r.randint(42, 118)
    ht = r.randint(150, 193)
    pnday = r.randint(1, 21)
    n.l(pick(r, ["PARENTERAL NUTRITION - PHARMACY NOTE", "TPN Order & Monitoring (Nutrition Support Pharmacy)",
                 "PN DAILY ORDER / MONITORING"]))
    pt_header(w, n, pt)
    n.l("Loc: ", ("HOSPITAL", w.unit), " bed ", ("LOCATION_OTHER", w.room()), "   PN day ", str(pnday),
        "   Order date: ", ("DATE", w.dfull(d)))
    n.l("Wt ", str(wt), " kg (admit ", str(wt + r.randint(-3, 6)), ")  Ht ", str(ht), " cm  IBW ",
        str(r.randint(48, 82)), " kg  Dosing wt ", str(wt), " kg")
    n.l("Indication: ", pick(r, ["prolonged ileus POD 7", "high-output enterocutaneous fistula", "short bowel syndrome",
                                 "severe acute pancreatitis, intolerant of NJ feeds", "SBO, NPO > 7 days",
                                 "chylothorax", "malnutrition + GI bleed"]))
    n.l("Access: ", pick(r, ["PICC R basilic, double lumen", "CVC R IJ triple lumen", "tunneled Hickman",
                             "port (accessed)"]), ", placed ", ("DATE", w.dshort(w.days(-pnday - r.randint(0, 3)))),
        "; tip confirmed CXR.")
    n.l("")
    n.l("Goals: ", str(r.randint(22, 30)), "-", str(r.randint(25, 32)), " kcal/kg, protein ",
        pick(r, ["1.2", "1.5", "1.5-2.0", "2.0"]), " g/kg")
    n.l("Macros (per day):  dextrose ", str(r.randint(150, 350)), " g | amino acids ", str(r.randint(60, 140)),
        " g | lipid (", pick(r, ["SMOFlipid", "Intralipid 20%", "Omegaven", "ClinOleic"]), ") ", str(r.randint(0, 70)),
        " g")
    n.l("Volume ", str(r.randint(14, 26) * 100), " mL  @ ", str(r.randint(55, 110)), " mL/h x 24 h   GIR ",
        "%.1f" % (r.randint(20, 50) / 10), " mg/kg/min")
    n.l("Lytes/L: Na ", str(r.randint(40, 140)), " mEq, K ", str(r.randint(20, 80)), " mEq, Ca gluc ",
        str(r.randint(5, 15)), " mEq, Mg ", str(r.randint(8, 20)), " mEq, Phos ", str(r.randint(10, 30)),
        " mmol, acetate:Cl ", pick(r, ["1:1", "max acetate", "max Cl", "2:1"]))
    n.l("Additives: MVI 10 mL, trace elements 1 mL, ", pick(r, ["zinc 5 mg extra (fistula)", "selenium 60 mcg",
                                                                 "thiamine 100 mg x 5 d", "no insulin", "regular insulin 10 units/bag"]))
    n.l("")
    n.l("LABS")
    dst = w.dstyle()
    days = [w.days(-2), w.days(-1), d]
    n.w("Date     ")
    for x in days:
        n.w("  ", ("DATE", fmt_date(x, dst)))
    n.l("")
    for name in ["Na", "K", "Mg", "Phos", "Glu", "TG", "BUN", "SCr"]:
        for nm, vals, unit in pools.LABS:
            if nm == name:
                sv = sorted(vals, key=float)
                j = r.randrange(len(sv))
                row = []
                for _ in days:
                    row.append(sv[j])
                    j = max(0, min(len(sv) - 1, j + r.choice([-1, 0, 0, 1])))
                n.l(name.ljust(8), "  ", "  ".join(row))
    n.l("Refeeding risk: ", pick(r, ["high - Phos 1.9, start 50% goal", "moderate", "low"]),
        ". CBG q6h: ", str(r.randint(90, 150)), "-", str(r.randint(160, 260)))
    n.l("")
    n.l("Pump: ", pick(r, pools.PUMPS), " SN ", ("DEVICE", w.serial()), pick(r, ["", " (dedicated lumen)"]))
    n.l("Plan: ", pick(r, ["advance to goal tomorrow", "continue current formula", "cycle over 14 h for home PN",
                          "wean as trickle EN advances", "hold lipids x1 (TG 412)"]), ". Next labs ",
        ("DATE", w.dshort(w.days(1))), ".")
    if r.random() < 0.35:
        org = pick(r, ["Alpine Home Infusion", "Coram-style Home IV Services", "Horizon Home Infusion",
                       "Cardinal Home Nutrition"])
        n.l("Home PN: referral sent to ", ("ORGANIZATION", org), " (", ("PHONE", w.phone()), ", fax ",
            ("FAX", w.phone(ext=False)), "). Delivery to ", ("STREET", w.street()), ", ", ("CITY", w.city), " ",
            ("STATE", w.state), pick(r, [".", ""]), [" ", ("ZIP", w.zip())] if r.random() < 0.6 else "")
    n.l("Discussed w/ ", ("DOCTOR", rd.form("full")), ", RD and ", dr(w, w.staff("md")), " on rounds.")
    n.l(sign_staff(w, rph), "  ", pick(r, ["pager ", "ext ", "ph "]), ("PHONE", w.internal()))


# --------------------------------------------------------------------------- 8
def consult_note(w, n):
    r = w.rng
    d = w.date
    pt = w.patient()
    rph = w.staff("pharm")
    req = w.staff("md")
    topic = r.randrange(5)
    titles = ["Warfarin dosing", "Renal dose adjustment", "Opioid conversion", "Phenytoin TDM", "DOAC selection"]
    n.l("PHARMACY CONSULT NOTE - ", titles[topic])
    n.l("Requested by: ", dr(w, req), " on ", ("DATE", w.dfull(d)), pick(r, ["", " (verbal)", " via EHR order"]))
    pt_header(w, n, pt)
    n.l("Location: ", ("HOSPITAL", w.hosp_short or w.hospital), ", ", ("HOSPITAL", w.unit), " ", ("LOCATION_OTHER", w.room()))
    n.l("")
    rel, fam = w.relative(pt)
    s = ["S: "] + pt_ref(w, pt)
    if topic == 0:
        s += [" on warfarin for ", pick(r, ["AF", "mechanical mitral valve", "DVT", "LV thrombus"]),
              ", home dose 5 mg daily except 7.5 mg Mon/Fri per ", rel, " ", ("FAMILY", fam.form("full")),
              ". Last INR at ", ("HOSPITAL", pick(r, pools.CLINICS)), " was 2.6 on ", ("DATE", w.dshort(w.days(-r.randint(7, 30)))), "."]
    elif topic == 1:
        s += [" admitted with AKI; multiple renally-cleared meds on profile. Baseline SCr 0.9 (",
              ("DATE", w.dfull(w.days(-r.randint(60, 300)))), ")."]
    elif topic == 2:
        s += [" on hydromorphone PCA, to transition to PO. PCA use last 24 h: ", str(r.randint(8, 30)),
              " mg. Pain 4-6/10. ", rel.capitalize(), " ", ("FAMILY", fam.form("first")), " at bedside asks about driving."]
    elif topic == 3:
        s += [" seizure d/o on phenytoin 300 mg qHS; breakthrough sz ", ("DATE", w.dshort(w.days(-1))),
              ". Alb low."]
    else:
        s += [" new AF, CHA2DS2-VASc ", str(r.randint(2, 6)), ", HAS-BLED ", str(r.randint(1, 4)),
              ". Insurance: ", ("ORGANIZATION", w.insurer()), " - copay concerns."]
    n.l(*s)
    if r.random() < 0.45:
        prof = w.profession()
        n.l("   Pt is ", pick(r, ["a retired ", "employed as " + article(prof), "currently off work as " + article(prof)]),
            ("PROFESSION", prof),
            pick(r, ["; manages own meds.", "; shift work affects dosing times.", "."]))
    n.l("O: ", labs(w, 4), ". Wt ", str(r.randint(48, 120)), " kg. ",
        pick(r, ["CrCl (CG) ~", "eGFR "]), str(r.randint(18, 95)), " mL/min.")
    if topic == 0:
        dst = w.dstyle()
        n.l("   INR trend: ", ("DATE", fmt_date(w.days(-2), dst)), " 1.4 / ", ("DATE", fmt_date(w.days(-1), dst)),
            " 1.7 / ", ("DATE", fmt_date(d, dst)), " 2.1. Interacting: ", pick(r, ["TMP-SMX started", "amiodarone",
                                                                               "none", "fluconazole x3 d"]))
    elif topic == 3:
        n.l("   Phenytoin total ", pick(r, ["7.8", "9.1", "22.4"]), " mcg/mL (", ("DATE", w.dshort(d)), " 0600), alb 2.4 "
            "-> corrected (Winter-Tozer) ~", pick(r, ["14", "16", "38"]), " mcg/mL.")
    n.l("A/P:")
    plans = {
        0: ["1. Warfarin 5 mg PO tonight, INR daily.", "2. Avoid TMP-SMX if possible; if needed reduce dose ~25%.",
            ["3. Anticoag clinic f/u arranged - clinic phone ", ("PHONE", w.phone())]],
        1: ["1. Enoxaparin 40 -> 30 mg SC daily (CrCl <30).", "2. Gabapentin 300 TID -> 300 mg daily.",
            "3. Hold metformin, resume when SCr back to baseline.", "4. Levofloxacin 750 mg q48h."],
        2: ["1. Total PCA 24h ~" + str(r.randint(8, 30)) + " mg IV HM -> ~" + str(r.randint(30, 110)) +
            " mg PO HM/day; reduce 25-30% for incomplete cross-tolerance.",
            "2. Start hydromorphone 4 mg PO q4h PRN + APAP 1 g q8h scheduled.", "3. Bowel regimen: senna/PEG.",
            "4. Naloxone kit on discharge; no driving while titrating."],
        3: ["1. Level therapeutic when corrected - no change.",
            ["2. Free phenytoin level sent (acc ", ("IDNUM", "C%d-%s" % (d.year % 100, digits(r, 5))), ")."]],
        4: ["1. Apixaban 5 mg PO BID (no dose-reduction criteria met).", "2. Stop ASA unless CAD indication.",
            ["3. Copay card via ", ("ORGANIZATION", pick(r, pools.PAP_ORGS)), " - enrolled."]],
    }
    for line in plans[topic]:
        if isinstance(line, list):
            n.l(*line)
        else:
            n.l(line)
    n.l("Pharmacy will follow. Thank you for this consult.")
    n.l("")
    n.l(sign_staff(w, rph), "  | ", ("DATE", w.dshort(d)), " ", "%02d:%02d" % (r.randrange(7, 20), r.randrange(60)))
    if r.random() < 0.5:
        n.l("Clinical pharmacist, ", ("HOSPITAL", w.unit), " | pgr ", ("PHONE", w.internal()),
            [" | ", ("EMAIL", w.email(rph.first, rph.last))] if r.random() < 0.5 else "")
    if r.random() < 0.3:
        if w.country == "US":
            n.l("NPI ", ("LICENSE", w.npi()), ["  Lic# ", ("LICENSE", w.license("rph"))] if r.random() < 0.5 else "")
        else:
            n.l(pick(r, ["College reg # ", "Licence no. ", "Reg. "]), ("LICENSE", w.license("rph")))

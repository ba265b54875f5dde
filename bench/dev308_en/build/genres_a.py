"""Genres: screening visit record, eligibility checklist, dosing day log."""
import datetime

import clin
import people as H
import pools as P
from ctx import COUNTRY_NAME, Volunteer, age_art, art
from phi import Doc


def yn(rng, p=0.5):
    return "Yes" if rng.random() < p else "No"


def cohort(cx, n):
    """Other volunteers of the same cohort (for table genres)."""
    out = []
    rng = cx.rng
    base = rng.randrange(1, 9) * 100 + rng.randrange(1, 20)
    beds = rng.sample(range(1, 25), n)
    fmt = rng.choice(["R%04d", "%04d", "RND-%03d", "%d"])
    r0 = rng.randrange(100, 900)
    for i in range(n):
        v = cx.vol if i == 0 else Volunteer(rng, cx.c, cx.scr, cx.unit)
        v.bed = str(beds[i])
        v.subj_seq = "%d" % (base + i)
        v.rand_no = fmt % (r0 + i)
        out.append(v)
    rng.shuffle(out)
    return out


def subj_id(cx, v):
    return (v.subj_no, "IDNUM")


# ---------------------------------------------------------------- screening
def screening(cx):
    if cx.rng.random() < 0.55:
        return screening_form(cx)
    return screening_narrative(cx)


def screening_form(cx):
    r, v, s, u, c = cx.rng, cx.vol, cx.study, cx.unit, cx.c
    d = Doc()
    up = r.random() < 0.4
    d.ln((u.name.upper() if up else u.name, "HOSPITAL"))
    if u.building and r.random() < 0.5:
        d.ln((u.building, "LOCATION_OTHER"), ", ", u.addr.items(r))
    else:
        d.ln(u.addr.items(r))
    d.ln(cx.unit_contacts(fax=False, email=r.random() < 0.5))
    d.ln()
    d.ln(r.choice(["VOLUNTEER SCREENING VISIT RECORD", "Screening Visit Record (Healthy Volunteer)", "SCREENING VISIT - SOURCE DOCUMENT"]))
    d.ln("Protocol: ", s.protocol, " (", s.design, ", Part ", s.part, ")    Sponsor: ", (s.sponsor, "ORGANIZATION"))
    d.ln("Visit date: ", cx.d(cx.scr), "    Arrival: ", cx.time(7, r.choice([30, 35, 40, 45, 50])), "    Window: Day -28 to Day -2")
    d.ln()
    d.ln("1. VOLUNTEER DETAILS")
    d.ln("Name: ", cx.vname(r.choice(["LAST_FIRST", "last_first", "full"])), "        Initials: ", (v.initials(r.choice(["plain", "dash"])), "PATIENT"))
    d.ln("Volunteer ID: ", (v.vol_id, "MRN"), "        Screening no.: ", (v.scr_no, "IDNUM"))
    d.ln("DOB: ", cx.d(v.dob), "    Age: ", cx.age_item(r.choice(["plain", "y", "years"])), "    Sex: ", v.sex)
    d.ln("Address: ", v.addr.items(r))
    d.ln("Mobile: ", (v.mob, "PHONE"), r.choice(["    Home: ", "    Alt: "]), (v.home, "PHONE"))
    d.ln("Email: ", (v.email, "EMAIL"))
    occ = ["Occupation: ", (v.prof, "PROFESSION")]
    if v.employer:
        occ += [r.choice(["    Employer: ", " at "]), (v.employer, "ORGANIZATION")]
    d.ln(occ)
    d.ln("Country of birth: ", (v.birth_country, "COUNTRY"), "    Ethnicity: ", r.choice(["White British", "White Irish", "Black African", "South Asian", "Mixed", "Chinese", "White other", "Prefer not to say"]))
    hp = [H.HEALTH_LABEL[c], ": ", (v.health, "HEALTHPLAN")]
    if v.group_no:
        hp += ["    Group no.: ", (v.group_no, "HEALTHPLAN")]
    d.ln(hp)
    d.ln("Next of kin: ", (v.nok.full(), "FAMILY"), " (", v.nok_rel, ")  ", (v.nok_phone, "PHONE"))
    d.ln("GP: ", v.gp_dr, (v.gp.full(), "DOCTOR"), ", ", (v.practice, "HOSPITAL"), ", ", (v.practice_addr.city, "CITY"), "  Tel ", (v.practice_phone, "PHONE"))
    d.ln()
    d.ln("2. IDENTITY / OVER-VOLUNTEERING")
    n1 = cx.nurse()
    d.ln("Photo ID seen: driving licence no. ", (v.dl, "LICENSE"), " - checked by ", cx.sname(n1, "init"))
    ref = "OV-%s" % H.digits(r, 6)
    d.ln("Over-volunteering register searched ", cx.d(cx.scr), " ", cx.time(8, 5), " (ref ", (ref, "IDNUM"), "): ",
         r.choice(["no participation in the last 90 days", "last dosed elsewhere > 4 months ago", "first-time volunteer, no record"]))
    if r.random() < 0.6:
        d.ln("Fingerprint enrolled, template ID ", (v.bioid, "BIOID"))
    d.ln()
    d.ln("3. CONSENT")
    d.ln("Main ICF v", s.icf_ver, " signed ", cx.d(cx.scr), " at ", cx.time(7, 55), "; consent taken by ", cx.sname(cx.subi, r.choice(["dr_full", "dr_last"])),
         ". Volunteer had the information sheet since ", cx.ds.w(cx.scr - datetime.timedelta(days=r.randrange(2, 9))), ".")
    d.ln()
    d.ln("4. MEDICAL HISTORY")
    for m in clin.med_hx(r):
        d.ln("- ", m)
    if r.random() < 0.5:
        d.ln("- Broke ankle playing football aged ", (str(r.randrange(9, max(10, v.age - 2))), "AGE"), ", no sequelae")
    if r.random() < 0.3:
        d.ln("Smoking: ex-smoker, quit in ", cx.ds.f(cx.scr - datetime.timedelta(days=r.randrange(400, 2000)), "year"), " (5 pack-years)")
    else:
        d.ln("Smoking: ", r.choice(["never", "never smoked", "none; no vaping"]))
    d.ln("Alcohol: ", str(r.randrange(0, 15)), " units/week    Caffeine: ", str(r.randrange(0, 5)), " cups/day")
    fam = r.choice(["father", "mother", "uncle", "grandfather"])
    d.ln("Family history: ", fam, " - ", r.choice(["MI", "T2DM", "stroke", "bowel cancer"]), " at ", (str(r.randrange(48, 79)), "AGE"), "; no FH of sudden cardiac death")
    d.ln()
    d.ln("5. EXAMINATION / INVESTIGATIONS")
    d.ln("Height %d cm   Weight %.1f kg   BMI %.1f kg/m2" % (v.height, v.weight, v.bmi))
    d.ln(clin.vitals_line(r))
    out = r.choice(["ELIGIBLE", "ELIGIBLE - reserve", "PROVISIONALLY ELIGIBLE pending labs", "NOT ELIGIBLE (QTcF)"])
    d.ln("12-lead ECG (", r.choice(P.ECG_MODELS), "): ", clin.ecg_line(r, r.randrange(452, 471) if "NOT" in out else None),
         " - triplicate repeated, mean confirmed" if "NOT" in out else "")
    acc = "%s%s-%s" % (r.choice("ACHL"), str(cx.scr.year)[2:], H.digits(r, 6))
    d.ln("Bloods (FBC, U&E, LFT, CK, lipids, HbA1c, coag) sent to ", (s.lab, "ORGANIZATION"), ", accession ", (acc, "IDNUM"))
    d.ln(clin.uds_line(r))
    d.ln(clin.serology(r))
    d.ln(r.choice(clin.SAFETY_NEG))
    d.ln()
    d.ln("6. OUTCOME")
    d.ln("Outcome: ", out)
    if "NOT" not in out:
        d.ln("Provisional admission: ", cx.dw(cx.admit), " ", cx.time(r.choice([15, 16, 17]), 0), ", ", (cx.ward, "HOSPITAL"), ", bed ", (cx.bed, "LOCATION_OTHER"))
    d.ln("Investigator: ", cx.sname(cx.pi, "dr_full"), "  ", cx.pi.lic_label, " ", (cx.pi.lic, "LICENSE"), "   Date: ", cx.d(cx.scr))
    d.ln("Entered in ", r.choice(P.EDC_SYSTEMS), " by ", (cx.nurse().user, "USERNAME"), " ", cx.d(cx.scr), " ", cx.time(r.randrange(11, 18)))
    return d


def screening_narrative(cx):
    r, v, s, u, c = cx.rng, cx.vol, cx.study, cx.unit, cx.c
    he, his, him = v.pron()
    d = Doc()
    d.ln((u.name, "HOSPITAL"), r.choice([" - Screening Visit Note", " | Screening H&P", "\nSCREENING NOTE"]))
    d.ln("Date of service: ", cx.d(cx.scr), "      Protocol ", s.protocol, " (", s.nct, ")")
    d.ln("Subject: ", cx.vname("last_first"), " | Volunteer #: ", (v.vol_id, "MRN"), " | Screening #: ", (v.scr_no, "IDNUM"), " | DOB ", cx.d(v.dob))
    d.ln()
    src = r.randrange(3)
    if src == 0:
        how = ["after registering on the unit website (", (u.url, "URL"), ")"]
    elif src == 1:
        how = ["on the recommendation of a friend, ", (H.Person(r).full(), "FAMILY"), ", who took part in an earlier study"]
    else:
        how = ["after a call from our recruitment line (", (u.phone, "PHONE"), ")"]
    d.ln("HPI/REASON: ", cx.vname(r.choice(["title", "title_full", "full"])), " is ", age_art(v.age), " ", cx.age_item(r.choice(["yr", "yr", "words"])), " ", v.sex_word(), " ",
         (v.prof, "PROFESSION"), " who attended for screening for the ", s.design, " study of ", s.imp, " (", s.route, "), ", how, ". ",
         he.capitalize(), " reports being well. No illness in the past 4 weeks.")
    d.ln()
    d.ln("PMH: ", "; ".join(clin.med_hx(r)), ".")
    d.ln("Medications: none regular. Last took ", r.choice(["ibuprofen 200 mg", "paracetamol 500 mg", "cetirizine 10 mg", "loratadine 10 mg"]), " on ", cx.d(cx.scr - datetime.timedelta(days=r.randrange(15, 60))), ".")
    d.ln("Allergies: ", r.choice(["NKDA", "penicillin (rash as a child)", "NKDA; hay fever", "elastoplast (skin irritation)"]), ".")
    soc = ["Social: lives in ", (v.addr.city, "CITY")]
    if c in ("US", "CA", "AU"):
        soc += [", ", (v.addr.state_abbr if r.random() < 0.6 else v.addr.state, "STATE")]
    soc += [" with ", his, " ", v.nok_rel, " ", (v.nok.first if r.random() < 0.5 else v.nok.full(), "FAMILY"), ". "]
    if v.employer:
        soc += ["Works as ", art(v.prof), " ", (v.prof, "PROFESSION"), " at ", (v.employer, "ORGANIZATION"), ". "]
    soc += [r.choice(["Non-smoker.", "Ex-smoker (stopped 2 years ago).", "Never smoked; occasional vape - advised to stop."]), " Alcohol ", str(r.randrange(0, 14)), " units/wk. Denies recreational drug use."]
    d.ln(soc)
    if v.birth_country != COUNTRY_NAME[c] or r.random() < 0.4:
        d.ln("Travel: born in ", (v.birth_country, "COUNTRY"), "; last trip abroad to ", (r.choice(["Spain", "Portugal", "Thailand", "Mexico", "Greece", "Italy", "Canada", "Japan"]), "COUNTRY"),
             " in ", cx.ds.f(cx.scr - datetime.timedelta(days=r.randrange(60, 300)), r.choice(["month_y", "mon-y"])), ". No malaria-area travel.")
    d.ln()
    d.ln("EXAM: Ht %d cm, Wt %.1f kg, BMI %.1f. " % (v.height, v.weight, v.bmi), clin.vitals_line(r), ". ", r.choice(clin.SAFETY_NEG))
    d.ln("ECG: ", clin.ecg_line(r), ".")
    d.ln("LABS: drawn ", cx.time(8, r.choice([10, 20, 30])), " fasting; ", clin.uds_line(r), ". ", clin.serology(r), ".")
    d.ln()
    d.ln("ASSESSMENT/PLAN: Healthy ", cx.age_item(r.choice(["dash", "y"])), " volunteer, ", r.choice(["meets all eligibility criteria reviewed to date", "eligible pending safety labs", "eligible; reserve for Cohort %d" % s.cohort]),
         ". Tentative check-in ", cx.dw(cx.admit), " for Cohort ", str(s.cohort), " (", s.dose_str(), "). ", his.capitalize(), " GP, ", v.gp_dr, (v.gp.last, "DOCTOR"), " at ", (v.practice, "HOSPITAL"),
         ", will be informed with consent.")
    if r.random() < 0.5:
        d.ln("Contact for scheduling: ", (v.mob, "PHONE"), " / ", (v.email, "EMAIL"), ".")
    d.ln()
    d.ln("Electronically signed: ", cx.sname(cx.subi, r.choice(["full_cred", "dr_full"])), ", ", cx.subi.role, "  ", cx.d(cx.scr), " ", cx.time(r.randrange(12, 18), style=r.choice(["colon", "ampm"])))
    if r.random() < 0.5:
        d.ln("Co-signed: ", cx.sname(cx.pi, "dr_full"), " (", cx.pi.lic_label, " ", (cx.pi.lic, "LICENSE"), ")")
    return d


# ---------------------------------------------------------------- eligibility
INCL = [
    "Healthy male or female aged 18 to 55 years inclusive at screening",
    "BMI 18.0 to 30.0 kg/m2 and body weight >= 50 kg",
    "Able to understand and willing to sign the ICF",
    "Agrees to use highly effective contraception until 90 days after last dose",
    "Willing to remain resident in the unit for the required nights",
    "Normal or clinically acceptable 12-lead ECG, vital signs and safety labs",
]
EXCL = [
    ("QTcF > 450 ms (males) / > 470 ms (females) or PR > 220 ms", "QTcF"),
    ("ALT, AST or bilirubin > 1.5 x ULN (Gilbert's syndrome permitted per PI)", "LFT"),
    ("Positive HIV, HBsAg or HCV serology", "sero"),
    ("Positive drugs of abuse, alcohol breath test or cotinine", "DOA"),
    ("Received an IMP within 90 days or 5 half-lives before Day 1", "OV"),
    ("Donated > 500 mL blood within 3 months", "blood"),
    ("Prescription medication within 14 days, OTC within 7 days (paracetamol up to 2 g/day allowed)", "meds"),
    ("History of clinically significant drug allergy or anaphylaxis", "allergy"),
    ("Smokes > 5 cigarettes/day or equivalent nicotine use", "smoke"),
    ("Employee of the sponsor or the clinical unit, or a relative of one", "emp"),
    ("eGFR < 80 mL/min/1.73 m2 (CKD-EPI)", "renal"),
]


def eligibility(cx):
    r, v, s, u = cx.rng, cx.vol, cx.study, cx.unit
    d = Doc()
    box = r.choice(["[x]", "[X]", "Y/N"])
    d.ln(r.choice(["ELIGIBILITY CHECKLIST", "Eligibility Criteria Checklist", "INCLUSION / EXCLUSION CHECKLIST"]), " - Protocol ", s.protocol, " v", s.icf_ver)
    d.ln(s.design.capitalize(), " (", s.dcode, "), Part ", s.part, ", Cohort ", str(s.cohort), " (", s.dose_str(), ")")
    d.ln("Site: ", (u.name, "HOSPITAL"), r.choice(["", " / Site 01", " / Site 102"]), "    Sponsor: ", (s.sponsor, "ORGANIZATION"))
    d.ln("-" * r.choice([48, 60, 72]))
    d.ln("Subject initials: ", (v.initials(r.choice(["plain", "dash", "dots"])), "PATIENT"), "   Screening no: ", (v.scr_no, "IDNUM"), "   Vol ID: ", (v.vol_id, "MRN"))
    d.ln("DOB: ", cx.d(v.dob), "   Age at screening: ", (str(v.age), "AGE"), "   Sex: ", v.sex_word())
    d.ln("Screening visit: ", cx.d(cx.scr), "   Planned Day -1: ", cx.dw(cx.admit))
    d.ln()
    d.ln("INCLUSION CRITERIA (all must be YES)")
    inc = list(INCL)
    if v.sex == "M":
        inc[3] = "Male: agrees to use condom and not to donate sperm until 90 days after last dose"
    for i, t in enumerate(inc):
        extra = ""
        if i == 1:
            extra = " (actual %.1f kg/m2, %.1f kg)" % (v.bmi, v.weight)
        if i == 2:
            d.ln("I%d  %s - ICF signed " % (i + 1, t), cx.d(cx.scr), "  ", "YES")
            continue
        d.ln("I%d  %s%s  YES" % (i + 1, t, extra))
    d.ln()
    d.ln("EXCLUSION CRITERIA (all must be NO)")
    for i, (t, k) in enumerate(r.sample(EXCL, r.randrange(7, 11))):
        row = ["E%d  %s  NO" % (i + 1, t)]
        if k == "QTcF":
            row += [" (QTcF %d ms)" % r.randrange(380, 432)]
        elif k == "OV":
            row += [" - register checked ", cx.d(cx.scr), ", ref ", ("OVR-%s" % H.digits(r, 6), "IDNUM")]
            if r.random() < 0.6:
                row += ["; last study completed ", cx.ds.f(cx.scr - datetime.timedelta(days=r.randrange(120, 700)), r.choice(["month_y", "mon-y", "mm/yyyy"]))]
        elif k == "blood":
            if r.random() < 0.5:
                row += [" (last donation ", cx.ds.f(cx.scr - datetime.timedelta(days=r.randrange(100, 400)), r.choice(["month_y", "year"])), ")"]
        elif k == "emp":
            if v.employer:
                row += [" (works at ", (v.employer, "ORGANIZATION"), ")"]
        elif k == "LFT" and r.random() < 0.3:
            row += [" (bilirubin 28 umol/L, conj 4 - Gilbert's)"]
        d.ln(row)
    d.ln()
    if r.random() < 0.5:
        d.ln("Notes: ", r.choice([
            "Volunteer's QTcF borderline at screening, repeated in triplicate - mean 438 ms. PI agreed eligible.",
            "ALT 44 U/L (ULN 40) repeated on Day -1: 31 U/L.",
            "BMI rounded per protocol section 5.1.",
            "Hay fever: cetirizine stopped 10 days before Day -1.",
        ]))
    d.ln("ELIGIBLE: ", r.choice(["YES", "YES", "YES - reserve"]))
    d.ln("Investigator: ", cx.sname(cx.pi, r.choice(["dr_full", "full_cred"])), "   Signature: ____________   Date: ", cx.d(cx.admit), "  Time: ", cx.time(r.randrange(16, 21)))
    n = cx.nurse()
    d.ln("Second check: ", cx.sname(n, r.choice(["full_cred", "full"])), " (", n.role, ")   Date: ", cx.d(cx.admit))
    if r.random() < 0.8:
        d.ln("Randomisation no. ", (v.rand_no, "IDNUM"), " allocated ", cx.d(cx.d1), " ", cx.time(6, r.choice([5, 15, 20, 40])), " via IWRS by ", (cx.admin.user if r.random() < 0.5 else n.user, "USERNAME"))
    if r.random() < 0.4:
        d.ln("Audit: record saved from workstation ", (H.priv_ip(r), "IPADDR"), " by ", (n.user, "USERNAME"))
    return d


# ---------------------------------------------------------------- dosing log
def dosing_log(cx):
    r, s, u = cx.rng, cx.study, cx.unit
    d = Doc()
    n = r.randrange(4, 11)
    vols = cohort(cx, n)
    staff = r.sample(cx.nurses, 3)
    d.ln((u.name, "HOSPITAL"), " - ", (cx.ward, "HOSPITAL"))
    d.ln(r.choice(["DOSING LOG", "IMP ADMINISTRATION RECORD", "Dosing Day Log"]), "   Protocol ", s.protocol, "   Cohort ", str(s.cohort), " (", s.dose_str(), " or placebo, ", s.ratio, ")   Period ", str(s.period))
    day_word = r.choice(["Day 1", "Day 1 (first dose)", "Day 1 / Period %d" % s.period])
    d.ln(day_word, ": ", cx.dw(cx.d1), "    Route: ", s.route, " (", s.rcode, ")")
    d.ln("IMP batch: ", s.batch, "    Dispensed by: ", cx.sname(cx.pharm, "full_cred"), "    Released ", cx.time(6, r.choice([10, 20, 30])))
    d.ln("Fasting from 22:00 on ", cx.ds.s(cx.admit), " confirmed for all volunteers; water restricted 1 h pre to 1 h post dose.")
    if s.rcode == "IV":
        d.ln("Infusion device: ", r.choice(P.PUMP_MODELS), " (serial per row); rate 100 mL/h")
    d.ln()
    iv = s.rcode == "IV"
    hdr = "| Bed | Subject | Initials | Rand no | Planned | Actual | " + ("Pump SN | " if iv else "Mouth check | ") + "Dosed by | Witness | Comment |"
    d.ln(hdr)
    d.ln("|" + "|".join("-----" for _ in range(hdr.count("|") - 1)) + "|")
    t0h, t0m = 8, 0
    gap = r.choice([5, 10, 15])
    for i, v in enumerate(vols):
        mins = t0m + i * gap
        ph, pm = t0h + mins // 60, mins % 60
        dev = r.randrange(0, 3)
        am = pm + dev
        ah = ph + am // 60
        am %= 60
        a, b = r.sample(staff, 2)
        comment = r.choice(["", "", "", "", "dosed 2 min late - cannula resited", "minor spill, see note", "took 2 attempts to swallow", "vomited 45 min post dose - PI informed"])
        row = ["| ", (v.bed, "LOCATION_OTHER"), " | ", (v.subj_seq, "IDNUM"), " | ", (v.initials(), "PATIENT"), " | ", (v.rand_no, "IDNUM"),
               " | %02d:%02d | %02d:%02d | " % (ph, pm, ah, am)]
        if iv:
            row += [(H.device_sn(r, "pump"), "DEVICE"), " | "]
        else:
            row += [r.choice(["Y", "Y", "Yes"]), " | "]
        row += [(a.initials(), "DOCTOR"), " | ", (b.initials(), "DOCTOR"), " | ", comment, " |"]
        d.ln(row)
    d.ln()
    ev = r.randrange(3)
    v = vols[r.randrange(n)]
    if ev == 0:
        d.ln("Note: Subject ", (v.subj_seq, "IDNUM"), " (", (v.initials(r.choice(["plain", "dots"])), "PATIENT"), ") felt light-headed at ", cx.time(9, 20),
             " after cannulation; supine BP 96/58, HR 52. Recovered within 10 min. Reviewed by ", cx.sname(cx.subi, "dr_last"), ". Dosing not delayed.")
    elif ev == 1:
        d.ln("Note: Bed ", (v.bed, "LOCATION_OTHER"), " volunteer asked to phone ", v.pron()[1], " ", v.nok_rel, " ", (v.nok.first, "FAMILY"),
             " before dosing - allowed after mouth check. No impact on schedule.")
    else:
        d.ln("Note: Sentinel pair dosed on ", cx.dw(cx.d1 - datetime.timedelta(days=2)), ", 48 h before the main group; SRC reviewed 24 h safety data - no concerns.")
    if r.random() < 0.5:
        d.ln("Room temperature 21.4 C; IMP storage 2-8 C log checked by ", cx.sname(cx.pharm, "init"), ".")
    d.ln()
    lead = staff[0]
    d.ln("Dosing lead: ", cx.sname(lead, r.choice(["full_cred", "full"])), "   Signature: ________   Date: ", cx.d(cx.d1))
    pio = ["PI oversight: ", cx.sname(cx.pi, r.choice(["dr_last", "dr_full"]))]
    k = r.randrange(3)
    if k == 1:
        pio += [" (on site)"]
    elif k == 2:
        pio += [" - bleep ", (cx.pi.ext, "PHONE")]
    d.ln(pio)
    if r.random() < 0.4:
        d.ln("Page PI on bleep ", (cx.pi.ext, "PHONE"), " for any dosing query.")
    return d

"""Genres: clozapine registration form; blood result traffic-light log."""
from core import Note, S, pick, chance, add_days, digits, letters
import persona as P
import pools_places as PP


ETHN = {
    "UK": ["White British", "Black African", "Black Caribbean", "Asian - Pakistani", "Asian - Indian", "Mixed",
           "White - other", "Not stated"],
    "IE": ["White Irish", "Black African", "White - other", "Irish Traveller", "Asian", "Not stated"],
    "US": ["White", "Black/African American", "Hispanic/Latino", "Asian", "Other", "Declined"],
    "CA": ["White", "Black", "South Asian", "Chinese", "Filipino", "Indigenous", "Not stated"],
    "AU": ["Caucasian", "Aboriginal", "Asian", "Pacific Islander", "Middle Eastern", "Not stated"],
    "NZ": ["NZ European", "Maori", "Samoan", "Tongan", "Chinese", "Indian", "Other European"],
    "ZA": ["Black African", "Coloured", "Indian", "White", "Not stated"],
    "SG": ["Chinese", "Malay", "Indian", "Others"],
}


def traffic(c, wbc, anc):
    """Traffic-light status for WBC/ANC (10^9/L) with BEN-adjusted thresholds."""
    if c.cc == "US":
        lim = (1.0, 0.5) if c.ben else (1.5, 1.0)
        if anc >= lim[0]:
            return "GREEN"
        if anc >= lim[1]:
            return "AMBER"
        return "RED"
    adj = 0.5 if c.ben else 0.0
    if wbc < 3.0 - adj or anc < 1.5 - adj:
        return "RED"
    if wbc < 3.5 - adj or anc < 2.0 - adj:
        return "AMBER"
    return "GREEN"


def blood_series(rng, c, n, start_wk):
    """List of (date, week, wbc, anc, plt) rows following the monitoring schedule."""
    rows = []
    wk = start_wk
    d = c.today
    base_w = rng.uniform(4.0, 8.5) - (1.2 if c.ben else 0)
    base_a = base_w * rng.uniform(0.5, 0.68)
    dip = rng.randrange(n + 3)
    for i in range(n):
        w = base_w + rng.uniform(-0.8, 0.8)
        a = base_a + rng.uniform(-0.6, 0.6)
        if i == dip:
            w, a = w * rng.uniform(0.45, 0.7), a * rng.uniform(0.35, 0.62)
        w, a = max(w, 1.8), max(a, 0.6)
        rows.append((d, wk, w, a, rng.randint(150, 390)))
        step = 7 if wk < 18 else (14 if wk < 52 else 28)
        if i == dip and traffic(c, w, a) != "GREEN":
            step = 3
        d = add_days(d, step)
        wk += step / 7.0
    shift = (d - c.today).days + rng.randint(0, 6)
    return [(add_days(r[0], -shift),) + r[1:] for r in rows]


def g_registration(rng, c):
    n = Note()
    us = c.cc == "US"
    form = pick(rng, ["CLOZAPINE PATIENT REGISTRATION FORM", "Clozapine Treatment - New Patient Registration",
                      "REGISTRATION OF PATIENT FOR CLOZAPINE MONITORING"])
    if us:
        form = pick(rng, ["CLOZAPINE REMS - PATIENT ENROLLMENT (clinic copy)", "Clozapine Clinic Intake / REMS Enrollment Worksheet"])
    n.w(form, "\n")
    if c.registry:
        n.w("Monitoring service: ", c.registry_frag(), "    Form ref: ", S("IDNUM", pick(rng, ["REG-", "F", "NR"]) + digits(rng, 6)), "\n")
    else:
        n.w("Program: Clozapine REMS (FDA-required)   Clinic: ", c.clinic.n(), "\n")
    n.w(pick(rng, ["Registering site: ", "Treatment centre: ", "Hospital/Trust: "]), c.trust, "\n")
    n.w("=" * 58, "\n")
    n.w("SECTION A - PATIENT DETAILS\n")
    n.w("Surname: ", S("PATIENT", c.pt.last.upper()), "        Forename(s): ", S("PATIENT", c.pt.first + (" " + c.pt.middle if c.pt.middle else "")), "\n")
    if c.nick and chance(rng, 0.6):
        n.w("Known as: ", S("PATIENT", c.nick), "\n")
    n.w("Title: ", c.title, "   Sex: ", c.sex, "   Date of birth: ", c.D(c.dob), "   Age: ", c.age_s(), "\n")
    if us:
        n.w("MRN: ", c.mrn_s(), "   Billing acct: ", S("ACCOUNT", c.acct), "\n")
    else:
        n.w(c.hp_label + ": ", c.hp_s(), "    ", pick(rng, ["Hospital No: ", "MRN: ", "Local ID: "]), c.mrn_s(), "\n")
    if c.ssn and chance(rng, 0.8):
        n.w(c.ssn[0] + ": ", S("SSN", c.ssn[1]), "\n")
    if us:
        n.w("Insurance: ", c.org(pick(rng, PP.INSURERS["US"])), "   ", c.hp_label, " ", c.hp_s(),
            "   Group #: ", S("HEALTHPLAN", "G" + digits(rng, 6)), "\n")
    n.w("Address: ", c.addr.frag(), "\n")
    n.w("Home tel: ", S("PHONE", c.tel_home), "   Mobile: ", S("PHONE", c.tel_mob), "\n")
    if chance(rng, 0.6):
        n.w("Email: ", S("EMAIL", c.email), "\n")
    n.w("Ethnicity (for neutrophil thresholds): ", pick(rng, ETHN[c.cc]),
        "    BEN confirmed by haematology: ", "Yes" if c.ben else "No", "\n")
    if c.ben:
        n.w("  (haematology opinion ", c.extra[0].full(), ", Haematology, ", c.Dn(-rng.randint(20, 60)),
            "; Duffy-null phenotype - lower thresholds apply)\n")
    n.w("Occupation: ", S("PROFESSION", c.prof) if chance(rng, 0.7) else "unemployed", "\n")
    n.w("Next of kin: ", c.fam.full(), " (", c.rel, ")  tel ", S("PHONE", c.fam_tel), "\n\n")

    n.w("SECTION B - CLINICAL\n")
    n.w("Diagnosis: ", pick(rng, ["Treatment-resistant schizophrenia (F20.0)", "Schizoaffective disorder, TRS",
                                 "Paranoid schizophrenia - treatment resistant", "Schizophrenia with persistent suicidality",
                                 "Psychosis in Parkinson's disease (off-label, consultant approval)"]), "\n")
    tried = rng.sample(["olanzapine 20 mg", "risperidone 6 mg", "aripiprazole 30 mg", "amisulpride 800 mg",
                        "quetiapine 750 mg", "haloperidol 10 mg", "paliperidone palmitate 150 mg/month",
                        "zuclopenthixol decanoate 400 mg/2wk", "lurasidone 148 mg"], 2)
    n.w("Previous antipsychotics (adequate trials): ", tried[0], "; ", tried[1], "\n")
    prev = chance(rng, 0.25)
    if prev:
        n.w("Previous clozapine: YES - previous registration no ", S("IDNUM", digits(rng, 6, True)), ", stopped ",
            c.D(add_days(c.dob, rng.randint(20, max(21, c.age - 1)) * 365)), " (non-adherence). No previous red result.\n")
    else:
        n.w("Previous clozapine: No   Previous red/non-rechallengeable: No\n")
    n.w("Baseline: ECG QTc ", str(rng.randint(395, 450)), " ms; BP ", "%d/%d" % (rng.randint(105, 145), rng.randint(62, 92)),
        "; pulse ", str(rng.randint(62, 98)), "; BMI ", "%.1f" % rng.uniform(21, 38), "; troponin ", pick(rng, ["<3", "4", "<5", "6"]),
        " ng/L; CRP ", str(rng.randint(1, 9)), " mg/L\n")
    n.w("Smoker: ", pick(rng, ["Yes, 20/day", "Yes, 10/day", "No", "Ex-smoker", "Vapes only"]),
        "    Seizure history: ", pick(rng, ["None", "None", "Febrile seizure in childhood"]), "\n\n")

    n.w("SECTION C - BASELINE BLOOD RESULT\n")
    sd = c.Dn(-rng.randint(1, 6))
    w = rng.uniform(4.2, 9.5) - (1.0 if c.ben else 0)
    a = w * rng.uniform(0.5, 0.66)
    n.w("Sample date: ", sd, "   Lab/sample no: ", c.sid(), "\n")
    n.w("WBC ", c.anc(w), c.anc_unit(), "   ANC ", c.anc(a), c.anc_unit(), "   Platelets ", str(rng.randint(160, 380)),
        " x10^9/L   Result: ", traffic(c, w, a), "\n")
    n.w("Analysed at: ", c.hosp.n(), " ", pick(rng, ["Pathology", "laboratory", "Blood Sciences", "Haematology"]), "\n\n")

    n.w("SECTION D - PRESCRIBER / CONSULTANT\n")
    n.w("Consultant: Dr ", c.cons.full(), ", ", c.cred_doc, "   ", c.lic(c.cons), "\n")
    if us:
        n.w("DEA: ", S("LICENSE", P.dea(rng)), "   REMS prescriber certified: Yes\n")
    n.w("Team: ", c.team.n(), "\n")
    n.w("Tel: ", S("PHONE", c.team.tel + (P.ext(rng) if chance(rng, 0.4) else "")), "   Fax: ", S("FAX", c.team.fax), "\n")
    n.w("Email: ", c.em(c.cons), "\n")
    n.w("Clozapine nurse: ", c.nurse.full(), " ", c.cred_nurse, "   mob ", c.ph("mob"), "\n\n")

    n.w("SECTION E - DISPENSING PHARMACY\n")
    n.w("Pharmacy: ", c.pharmacy.n(), "\n", "Address: ", c.pharmacy.addr.frag(), "\n")
    n.w("Pharmacist: ", c.pharm.full(), "   ", c.lic(c.pharm), "\n")
    n.w("Tel: ", S("PHONE", c.pharmacy.tel), "   Fax: ", S("FAX", c.pharmacy.fax), "\n")
    if chance(rng, 0.35):
        n.w("Identity check for collection: patient enrolled on pharmacy fingerprint locker, template ID ", S("BIOID", P.bioid(rng)), "\n")
    if chance(rng, 0.25):
        n.w("Photo ID seen: driving licence no. ", S("LICENSE", letters(rng, 5) + digits(rng, 6) + letters(rng, 2) if c.cc == "UK" else letters(rng, 1) + digits(rng, 8)), "\n")
    n.w("\nSECTION F - CONSENT\n")
    n.w("Patient consents to registration and to sharing of blood results with the monitoring service, ",
        "the dispensing pharmacy and the ", c.gp_word, ": ", pick(rng, ["YES", "Yes", "Yes (verbal + signed)"]), "\n")
    n.w("Information leaflet given; ", pick(rng, ["registry website ", "online portal "]),
        S("URL", pick(rng, ["www.example.org/clozapine", "https://portal.example.net/clz/patient",
                             "www.example.com/monitoring/register", "https://clozapine.example.org/info"])), "\n")
    n.w("Signed (prescriber): ", c.cons.fi(), "      Date: ", c.Dn(0), "\n")
    n.w("Signed (patient): ", c.pt.fi(), "      Date: ", c.Dn(0), "\n\n")
    n.w("--- FOR MONITORING SERVICE USE ---\n")
    n.w("Registration confirmed: ", c.D(add_days(c.today, rng.randint(0, 2))), "   Patient registration no: ", c.reg_s(), "\n")
    n.w("Processed by: ", c.clerk.full(), "   Blood frequency: ",
        "weekly for 18 weeks, then fortnightly to week 52, then four-weekly" if not us else
        "ANC weekly x6 months, every 2 weeks x6 months, then monthly", "\n")
    if chance(rng, 0.5):
        n.w("Queries: ", S("PHONE", P.phone(rng, c.cc, "land")), " / ", S("EMAIL", "registrations@" + pick(rng, ["example.org", "example.net"])), "\n")
    return n


def g_traffic(rng, c):
    n = Note()
    us = c.cc == "US"
    title = pick(rng, ["CLOZAPINE BLOOD MONITORING LOG", "FBC Traffic-Light Record - Clozapine",
                       "Clozapine haematology results log", "CLOZAPINE MONITORING - RESULTS HISTORY"])
    n.w(title, " - ", c.clinic.n(), "\n")
    n.w("Patient: ", c.pt.up() if chance(rng, 0.5) else c.pt.full(), "   DOB: ", c.D(c.dob), "   (", c.age_s(), pick(rng, ["y", " yrs", "yo"]), ")\n")
    n.w(pick(rng, ["Registry no: ", "Patient reg no: ", "Monitoring ID: "]), c.reg_s(), "   ", c.hp_label, ": ", c.hp_s(),
        "   MRN: ", c.mrn_s(), "\n")
    if c.registry:
        n.w("Registered with: ", c.registry_frag(), "\n")
    n.w("Consultant: Dr ", c.cons.ln(), "    Pharmacy: ", c.pharmacy.n(), "\n")
    nrows = rng.randint(7, 12)
    start_wk = pick(rng, [1, 4, 9, 15, 22, 30, 48, 60, 90])
    rows = blood_series(rng, c, nrows, start_wk)
    poc = chance(rng, 0.45)
    if poc:
        n.w("Point-of-care analyser: ", pick(rng, PP.POC_MODELS), " SN ", S("DEVICE", P.device_sn(rng)),
            " (", c.room_frag(), ")\n")
    n.w("BEN thresholds: ", "YES" if c.ben else "no", "    Current dose: ", str(c.dose), " mg/day\n\n")
    ini = [c.nurse, c.phleb] + c.extra[:2]
    if us:
        n.w("Date        | Sample ID   | WBC K/uL | ANC /uL | PLT | Category | By\n")
    else:
        n.w("Date        | Sample no   | WBC  | ANC  | Plt | Status | Initials\n")
    n.w("-" * 70, "\n")
    flagged = []
    for (d, wk, w, a, plt) in rows:
        st = traffic(c, w, a)
        if us:
            cat = {"GREEN": "Normal", "AMBER": "Mild NP", "RED": "Mod NP"}[st]
            n.w(c.D(d), " | ", c.sid(d), " | ", "%.1f" % w, " | ", c.anc(a), " | ", str(plt), " | ", cat, " | ",
                pick(rng, ini).ini(), "\n")
        else:
            n.w(c.D(d), " | ", c.sid(d), " | ", "%.1f" % w, " | ", "%.1f" % a, " | ", str(plt), " | ", st, " | ",
                pick(rng, ini).ini(), "\n")
        if st != "GREEN":
            flagged.append((d, w, a, st))
    n.w("\n")
    if flagged:
        d, w, a, st = flagged[0]
        n.w("Comments:\n")
        n.w("- ", c.D(d), ": ", st, " result (WBC ", "%.1f" % w, ", ANC ", c.anc(a), "). ")
        if st == "AMBER":
            n.w("Repeat FBC twice weekly until green per protocol. Patient phoned on ", S("PHONE", c.tel_mob),
                " - no fever, no sore throat. Told to report any signs of infection immediately.\n")
        else:
            n.w("RED - clozapine withheld. Dr ", c.cons.ln(), " informed at ", "%02d:%02d" % (rng.randint(8, 17), rng.randint(0, 59)),
                "; daily FBC arranged; monitoring service notified (ref ", S("IDNUM", "INC" + digits(rng, 5)), "). ",
                "Pharmacy ", c.pharmacy.n(), " told not to dispense (fax ", S("FAX", c.pharmacy.fax), ").\n")
        if len(flagged) > 1:
            d2 = flagged[1][0]
            n.w("- ", c.D(d2), ": further non-green result, discussed with ", c.mhpharm.full(), " (MH pharmacist).\n")
        n.w("- Repeat on ", c.D(add_days(d, rng.randint(2, 4))), " back to GREEN; normal frequency resumed.\n")
    else:
        n.w("Comments: all results green in this period. Diurnal variation noted previously - samples taken before ",
            pick(rng, ["10:00", "11:00", "midday"]), ".\n")
    if chance(rng, 0.6):
        n.w("Plasma clozapine level ", c.D(add_days(rows[-1][0], -rng.randint(3, 20))), ": clozapine ",
            str(rng.randint(180, 820)), " µg/L, norclozapine ", str(rng.randint(90, 420)), " µg/L (ratio ",
            "%.1f" % rng.uniform(1.1, 2.6), "). Target >350 µg/L.\n")
    nxt = add_days(rows[-1][0], 7 if rows[-1][1] < 18 else (14 if rows[-1][1] < 52 else 28))
    n.w("Next sample due: ", c.D(nxt, "wd" if chance(rng, 0.3) else None), "\n")
    n.w("Results uploaded to monitoring portal ",
        S("URL", pick(rng, ["https://results.example.net/clz", "www.example.org/registry/upload", "portal.example.com/monitoring"])),
        " by ", c.nurse.full(), ", ", c.nurse.role, "\n")
    if chance(rng, 0.4):
        n.w("Entered from workstation ", S("IPADDR", P.ip(rng)), " user ", S("USERNAME", P.username(rng, c.nurse)), "\n")
    return n

"""Genres: hand hygiene audit report, staff exposure follow-up, inter-facility
transfer infection status form (own genre), outbreak line list (own genre)."""
import fmt as F
import pools_places as PP
import pools_terms as PT
import common as C


# ====================================================================== hand hygiene audit
def hh_audit(c, d):
    rng = c.rng
    aud = c.staff(c.pick(["IPC Link Nurse", "IPC Nurse Specialist", "Infection Preventionist", "Ward Manager"]), nurse=True)
    mat = c.staff(c.pick(["Matron", "Nurse Unit Manager", "Clinical Nurse Manager"]), nurse=True)
    ward = c.ward
    d.t(c.pick(["HAND HYGIENE COMPLIANCE AUDIT\n", "Hand Hygiene Audit Report\n",
                "Hand Hygiene Observation Audit (WHO 5 Moments)\n", "HHA - monthly ward report\n"]))
    d.w("Site: ", (c.hosp, "HOSPITAL"), "   Area: ", (ward, "HOSPITAL"), "\n")
    d.w("Audit period: ", (F.month_year(c.base, c.chance(0.3)), "DATE"), "   Date of observation: ",
        c.D(c.base), " ", F.tm(rng), "-", F.tm(rng), "\n")
    d.w("Auditor: ", c.N(aud, c.pick(["fl", "fml", "FL"])), ", ", aud["role"], "\n")
    d.t("Method: direct observation, %s; %s\n" % (c.pick(["WHO 5 Moments for Hand Hygiene (2009)", "Hand Hygiene Australia (HHA) NHHI", "Saving Lives HII 2 (2017)", "PHAC Routine Practices (2016)"]), c.pick(["20-minute sessions", "opportunities capped at 10 per staff group", "covert observation"])))
    if c.chance(0.65):
        d.w("Data capture: tablet SN ", (F.device_sn(rng), "DEVICE"), ", app user ", (aud["user"], "USERNAME"))
        if c.chance(0.6):
            d.w(", synced from ", (F.private_ip(rng), "IPADDR"))
        d.t("\n")
    d.t("\nResults by staff group:\n")
    d.t("Staff group | Opportunities | Compliant | %\n")
    to, tc = 0, 0
    for g in rng.sample(PT.STAFF_GROUPS, rng.randrange(4, 7)):
        o = rng.randrange(4, 30)
        k = rng.randrange(max(1, o - 8), o + 1)
        to += o
        tc += k
        d.t("%s | %d | %d | %d%%\n" % (g, o, k, round(100.0 * k / o)))
    d.t("TOTAL | %d | %d | %d%%\n\n" % (to, tc, round(100.0 * tc / to)))
    d.t("Results by moment:\n")
    for m in PT.MOMENTS:
        o = rng.randrange(3, 20)
        d.t("- %s: %d/%d\n" % (m, rng.randrange(max(0, o - 6), o + 1), o))
    d.t("\nBare below elbows: %d/%d. Gloves worn inappropriately: %d. Wrist watches/rings: %d.\n" % (
        rng.randrange(10, 20), 20, rng.randrange(0, 6), rng.randrange(0, 4)))
    d.t("\nObservations:\n")
    p = c.person("PATIENT", lo=50, hi=98)
    s1 = c.person("DOCTOR")
    d.w("- ", c.pick(PT.STAFF_GROUPS), " left bay ", (str(rng.randrange(1, 6)), "LOCATION_OTHER"), " bed ",
        (str(rng.randrange(1, 7)), "LOCATION_OTHER"), " (", c.TN(p), ", on contact precautions for ",
        c.pick(["C. diff", "CPE", "MRSA", "norovirus"]), ") without hand hygiene; feedback given to ",
        c.N(s1, c.pick(["fl", "fil"])), ".\n")
    d.w("- Alcohol hand rub dispenser at entrance to side room ", (str(rng.randrange(1, 14)), "LOCATION_OTHER"),
        " empty; reported to ", c.pick(["Domestic Services", "Facilities", "Estates"]), ".\n")
    d.t("- %s\n" % c.pick(["Good practice noted: nurse in charge prompting visitors to gel.",
                           "Sink in sluice blocked by equipment - Estates job raised.",
                           "Gloves used instead of hand hygiene between patients x3.",
                           "Clinell wipes not available in the bay.",
                           "Posters (Clean Your Hands) out of date."]))
    if c.chance(0.3):
        d.w("- Agency staff (", (c.pick(["CarePlus Staffing", "Atlas Cleaning Services"]), "ORGANIZATION"),
            ") had not completed local hand hygiene training.\n")
    for _ in range(rng.randrange(1, 3)):
        s = c.person("DOCTOR")
        d.w("- Immediate feedback to ", c.pick(["Staff Nurse ", "Dr ", "", "HCA "]), c.N(s, c.pick(["fl", "fil", "l"])),
            c.pick([" re moment 1", " re glove use", " - rings", " re moment 4"]), ".\n")
    d.t("\nTrend (% compliance): ")
    for i in range(3, 0, -1):
        dt = F.add(c.base, -30 * i)
        d.w((F.month_year(dt, True), "DATE"), " %d%%; " % rng.randrange(72, 100))
    d.t("this audit %d%%.\n" % round(100.0 * tc / to))
    d.t("RAG rating: %s (target >=95%%).\n" % c.pick(PT.RAG))
    d.w("\nReport sent to ", c.N(mat, c.pick(["fl", "fil"])), " (", mat["role"], ") ",
        c.pick(["and ward team", "for action"]), "; ", (mat["email"], "EMAIL"), "\n")
    if c.chance(0.5):
        d.w("Dashboard: ", (F.url(rng, c.hosp, "/hh/ward/" + F.slug(ward)), "URL"), "\n")
    d.w("Re-audit due: ", c.D(F.add(c.base, rng.randrange(14, 35))), "\n")


# ====================================================================== staff exposure follow-up
def staff_exposure(c, d):
    rng = c.rng
    key = c.pick(["TB", "MEASLES", "NORO", "SCABIES", "COVID", "IGAS", "BBV", "FLU", "TB", "BBV"])
    emp = c.person("PATIENT", lo=19, hi=66)
    job = c.pick(["healthcare assistant", "staff nurse", "porter", "domestic assistant", "phlebotomist",
                  "student nurse", "physiotherapist", "radiographer", "ward clerk", "junior doctor",
                  "midwife", "paramedic", "agency nurse", "housekeeper"])
    ohn = c.staff(c.pick(["Occupational Health Nurse", "Employee Health Nurse", "OH Physician"]), nurse=True)
    mgr = c.staff(c.pick(["Ward Manager", "Matron", "Supervisor"]))
    exp = F.add(c.base, -rng.randrange(1, 15))
    d.t(c.pick(["OCCUPATIONAL HEALTH - STAFF EXPOSURE FOLLOW-UP\n", "Employee Health: Exposure Follow-up\n",
                "Staff Contact Follow-up Record (Occupational Health)\n"]))
    d.w((c.hosp, "HOSPITAL"), " Occupational Health, ", (c.building, "LOCATION_OTHER"), "  Tel ",
        (c.hosp_phone, "PHONE"), "\n\n")
    d.w("Employee: ", c.N(emp, c.pick(["LF", "fl", "Lf"])), "   Employee no: ", ("E" + F.digits(rng, 6), "IDNUM"), "\n")
    d.w("DOB: ", c.D(emp["dob"]), "   Age: ", c.A(emp), "\n")
    if c.country in ("United States", "Canada", "Ireland") and c.chance(0.95):
        d.w({"United States": "SSN: ", "Canada": "SIN: ", "Ireland": "PPSN: "}[c.country], (F.ssn(rng, c.country), "SSN"), "\n")
    d.w("Job title: ", (job, "PROFESSION"), "   Area: ", (c.ward, "HOSPITAL"), "   Manager: ",
        c.N(mgr, c.pick(["fl", "fil"])), "\n")
    d.w("Home: ", c.addr(emp), "   Mobile: ", c.phone("mobile"), "\n")
    if job in ("agency nurse", "domestic assistant", "housekeeper") or c.chance(0.15):
        d.w("Employer: ", (c.pick(["CarePlus Staffing", "Atlas Cleaning Services", "Red Kite Couriers"]), "ORGANIZATION"),
            " (contracted)\n")
    d.t("\n")
    src = c.person("PATIENT", lo=30, hi=95)
    d.t("Exposure\n")
    d.w("Date: ", c.D(exp), "   Source: ", c.N(src, c.pick(["ini.", "ini", "LF"])), " (", c.ID(src), ")\n")
    desc = {"TB": "Cared for patient later confirmed smear-positive pulmonary TB for %d shifts without FFP3 (prior to diagnosis)." % rng.randrange(1, 5),
            "MEASLES": "Face-to-face contact >15 min in ED with confirmed measles case.",
            "NORO": "Symptomatic (D&V) during norovirus outbreak on ward; onset at work.",
            "SCABIES": "Skin-to-skin contact (personal care) with patient with crusted scabies.",
            "COVID": "Unprotected exposure (AGP, no FFP3) to SARS-CoV-2 positive patient.",
            "IGAS": "Provided care (suctioning) to patient with invasive group A Strep prior to antibiotics.",
            "BBV": "Needlestick injury (hollow-bore, used) during cannulation; glove worn; wound bled and washed.",
            "FLU": "Unmasked close contact with influenza A positive patient over one shift."}[key]
    d.t(desc + "\n")
    if key in ("MEASLES", "TB") and c.chance(0.5):
        d.w("Source patient had recently arrived from ", C.country_phrase(c), ".\n")
    d.t("Reported via %s; incident ref " % c.pick(["Datix", "Riskman", "the staff incident system", "EHS portal"]))
    d.w((str(rng.randrange(100000, 999999)), "IDNUM"), ".\n")
    if c.chance(0.5):
        d.w("Shift attendance verified from biometric time clock (template ID ", (F.bioid(rng), "BIOID"), ").\n")
    d.t("\nAssessment\n")
    d.t("- Immunity: %s\n" % c.pick(["MMR x2 documented", "measles IgG positive", "BCG scar present; baseline IGRA negative (2019)",
                                     "Hep B sAb 146 IU/L (responder)", "varicella IgG positive", "influenza vaccine this season",
                                     "no documented immunity"]))
    d.t("- Symptoms: %s\n" % c.pick(["none", "cough 2 weeks, no weight loss", "diarrhoea x3 since last shift", "itchy rash hands/wrists", "sore throat, fever 37.9"]))
    if key == "BBV":
        d.w("- Source bloods (consented): HBsAg neg, HCV Ab neg, HIV Ag/Ab neg (", c.acc(exp), ").\n")
        d.w("- Staff baseline serum saved (", c.acc(exp), ").\n")
    else:
        d.w("- Baseline ", {"TB": "IGRA (QuantiFERON-TB Gold Plus)", "MEASLES": "measles IgG", "NORO": "stool PCR",
                            "SCABIES": "skin check", "COVID": "PCR swab", "IGAS": "throat swab", "FLU": "PCR swab"}[key], " taken ",
            c.D(F.add(exp, rng.randrange(1, 4))), " (", c.acc(exp), ")\n")
    d.t("\nPlan / work status\n")
    ex_to = F.add(exp, rng.randrange(2, 21))
    d.w("- ", c.pick(["Excluded from work until ", "May work - no restrictions; review ", "Exclude from clinical duties until ",
                      "Redeploy to non-patient-facing role until "]), c.D(ex_to), ".\n")
    for k in range(rng.randrange(1, 4)):
        d.w("- Follow-up ", c.pick(["appointment", "bloods", "phone review", "IGRA"]), " ", c.D(F.add(exp, 7 * (k + 1) * rng.randrange(1, 5))), "\n")
    if c.chance(0.5):
        gp = c.person("DOCTOR")
        d.w("- With consent, letter to ", c.gp_label(), " Dr ", c.N(gp, c.pick(["fl", "l"])), ", ", (c.pick(PP.PRACTICES), "HOSPITAL"), ".\n")
    if c.chance(0.35):
        cs = c.person("DOCTOR")
        d.w("- Car-shares with ", c.N(cs, c.pick(["fl", "f"])), " (", c.pick(["porter", "HCA", "RN"]), ", vehicle ",
            (F.plate(rng, c.country), "VEHICLE"), "); colleague also contacted.\n")
    if c.chance(0.4):
        fam = c.kin(emp)
        d.w("- Household: ", c.rel(fam), " ", c.N(fam, c.pick(["f", "fl"])),
            c.pick([" (pregnant, " if fam["sex"] == "F" else " (", " (immunosuppressed, ", " ("]), c.A(fam), c.pick([" yrs)", ")"]), " advised to contact own GP.\n")
    d.w("\nManager informed: ", c.N(mgr, "fl"), ", ", c.D(c.base), ".\n")
    d.w(c.N(ohn, c.pick(["fl", "fml"])), ", ", ohn["role"], " ")
    d.w(c.lic(ohn), "\n")
    if c.chance(0.4):
        d.w("OH record: ", c.pick(["Cohort", "OPAS", "EHS"]), " user ", (ohn["user"], "USERNAME"), "\n")


# ====================================================================== transfer infection status form
def transfer_form(c, d):
    rng = c.rng
    pt = c.person("PATIENT", lo=55, hi=100)
    nurse = c.staff(c.pick(["Staff Nurse", "Charge Nurse", "Discharge Coordinator"]), nurse=True)
    dest_home = c.chance(0.55)
    dest = c.pick(PP.CARE_HOMES) if dest_home else c.hosp2
    tdate = c.base
    d.t(c.pick(["INTER-HEALTHCARE INFECTION CONTROL TRANSFER FORM\n", "Infection Status Transfer Form\n",
                "Inter-facility Transfer: Infection Prevention Information\n", "TRANSFER OF CARE - INFECTION RISK\n"]))
    d.w("From: ", (c.hosp, "HOSPITAL"), ", ", (c.ward, "HOSPITAL"), "  Tel ", (c.hosp_phone, "PHONE"), "\n")
    dq = {"street": F.street(rng, c.country, PP.STREET_NAMES, PP.STREET_TYPES), "city": pt["city"],
          "state": pt["state"], "state_ab": pt["state_ab"], "zip": F.postcode(rng, c.country, pt["city"], pt["state_ab"]),
          "county": pt["county"]}
    d.w("To: ", (dest, "HOSPITAL"), ", ", c.addr(dq), "\n")
    d.w("Date of transfer: ", c.D(tdate), "   Transport: ")
    tr = rng.randrange(3)
    if tr == 0:
        d.w(c.pick(["PTS ambulance", "ambulance", "non-emergency transport"]), " (reg ", (F.plate(rng, c.country), "VEHICLE"), ")")
    elif tr == 1:
        fam = c.kin(pt)
        d.w("family car - ", c.rel(fam), " ", c.N(fam, c.pick(["f", "fl"])))
    else:
        d.t("hospital transport")
    d.t("\n\nPatient details\n")
    d.w("Name: ", c.N(pt, c.pick(["fl", "LF", "FL"])), "   DOB: ", c.D(pt["dob"]), " (", c.A(pt), ")\n")
    d.w(c.mrn_label, ": ", c.ID(pt))
    if pt.get("nat"):
        d.w("   ", c.nat(pt))
    if c.chance(0.3):
        d.w("   Acct: ", (pt["acct"], "ACCOUNT"))
    if c.country == "United States" and c.chance(0.5):
        d.w("   SSN: ", (F.ssn(rng, c.country), "SSN"))
    d.w("\nAddress: ", c.addr(pt), "\n")
    if c.country in ("United States", "Australia", "New Zealand", "Ireland") and c.chance(0.5):
        d.w("Insurer: ", (c.pick(PP.INSURERS), "ORGANIZATION"), "   Policy no: ", (F.healthplan(rng, c.country), "HEALTHPLAN"), "\n")
    gp = c.person("DOCTOR")
    d.w(c.gp_label(), ": Dr ", c.N(gp, c.pick(["fl", "fil", "l"])), ", ", (c.pick(PP.PRACTICES), "HOSPITAL"), "\n")
    nok = c.kin(pt)
    d.w("NOK: ", c.N(nok, c.pick(["fl", "fl", "Lf"])), " (", c.pick([c.rel(nok), c.rel(nok), "friend"]),
        ") ", c.phone(c.pick(["mobile", "land"])), "\n")
    if c.chance(0.4):
        d.w("Occupation (former): ", (pt["prof"], "PROFESSION"), "\n")
    d.t("\nInfection status (tick all that apply)\n")
    pos_key = c.pick(["MRSA", "CPE", "CDI", "VRE", "ESBL", None])
    for k, lab in [("MRSA", "MRSA"), ("CDI", "C. difficile"), ("CPE", "CPE / CRE"), ("VRE", "VRE/GRE"),
                   ("ESBL", "ESBL"), ("NORO", "Norovirus / D&V"), ("COVID", "COVID-19")]:
        if k == pos_key:
            dt = F.add(tdate, -rng.randrange(3, 40))
            d.w("[x] ", lab, ": positive ", c.D(dt), " (", C.site(c, k), ", ", c.acc(dt), ")")
            if k == "MRSA":
                d.w("; decolonisation completed ", c.DS(F.add(dt, 6)))
            if k == "CDI":
                d.w("; last loose stool ", c.DS(F.add(tdate, -rng.randrange(2, 6))), ", now formed")
            d.t("\n")
        elif k == "COVID":
            d.w("[ ] ", lab, ": last test ", c.DS(F.add(tdate, -rng.randrange(0, 3))), " not detected\n")
        elif k == "CPE" and c.chance(0.3):
            d.w("[ ] ", lab, ": contact only - screens ", c.DS(F.add(tdate, -14)), " neg, ", c.DS(F.add(tdate, -7)), " neg, ",
                c.DS(tdate), " pending\n")
        else:
            d.t("[ ] %s\n" % lab)
    d.t("Currently symptomatic of infection: %s\n" % c.pick(["No", "No", "Yes - see above", "No (apyrexial >48 h)"]))
    d.t("Antimicrobials: %s\n" % c.pick(["none", "completed " + c.pick(PT.ANTIBIOTICS), c.pick(PT.ANTIBIOTICS) + " - 3 days remaining"]))
    d.t("\nInvasive devices\n")
    nd = 0
    if c.chance(0.5):
        nd += 1
        d.w("- Urinary catheter (", c.pick(["Foley 14Ch", "Foley 16Ch", "suprapubic"]), ") inserted ", c.D(F.add(tdate, -rng.randrange(3, 30))),
            ", next change due ", c.D(F.add(tdate, rng.randrange(20, 80))), "\n")
    if c.chance(0.4):
        nd += 1
        d.w("- ", c.pick(["PICC", "midline", "Hickman line", "PEG"]), " SN/lot ", (F.device_sn(rng), "DEVICE"),
            " inserted ", c.D(F.add(tdate, -rng.randrange(3, 60))), "\n")
    if nd == 0:
        d.t("- none\n")
    d.t("\nIsolation advised on arrival: %s\n" % c.pick(["Yes - single room with en-suite", "No - standard precautions",
                                                        "Yes until 48 h symptom free", "Contact precautions for personal care"]))
    d.w("\nCompleted by: ", c.N(nurse, c.pick(["fl", "fml"])), ", ", nurse["role"], ", ", c.D(tdate), " ", F.tm(rng), "\n")
    d.w("Contact: ", c.phone(), c.pick([" (ward)", "", " ward direct"]), "  IPC team: ", (c.ipc_email, "EMAIL"), "\n")
    rc = c.person("DOCTOR")
    d.w("Receiving ", c.pick(["nurse", "manager", "unit"]), " confirmed by phone: ", c.N(rc, c.pick(["fl", "f", "fil"])), " at ", F.tm(rng), "\n")


# ====================================================================== outbreak line list
def line_list(c, d):
    rng = c.rng
    key = c.pick(["NORO", "NORO", "NORO", "FLU", "COVID", "CDI", "CPE", "VRE"])
    ipcn = c.staff(c.pick(["IPC Nurse Specialist", "Infection Preventionist", "Hospital Epidemiologist"]), nurse=True)
    ref = "OB-%d-%03d" % (c.base.year, rng.randrange(1, 120))
    d.t(c.pick(["OUTBREAK LINE LIST\n", "Line list - suspected outbreak\n", "Outbreak Case Log (line list)\n"]))
    d.w((c.hosp, "HOSPITAL"), " | ", PT.ALERT_LABEL[key], " | ref ", (ref, "IDNUM"), "\n")
    d.w("Updated: ", c.D(c.base), " ", F.tm(rng), " by ", c.N(ipcn, c.pick(["fl", "fil", "ini"])), "\n")
    d.t("Case definition: %s\n\n" % {"NORO": ">=2 episodes of vomiting and/or diarrhoea (Bristol 5-7) in 24 h with no other cause",
                                        "FLU": "ILI (fever >=37.8 + cough or sore throat) with lab-confirmed influenza",
                                        "COVID": "SARS-CoV-2 PCR/LFD positive >=8 days after admission (probable/definite HCAI)",
                                        "CDI": "Toxin-positive C. difficile with same ribotype",
                                        "CPE": "CPE isolate, same mechanism, linked in time/place",
                                        "VRE": "VRE isolate with matching WGS cluster"}[key])
    d.t("No | Name | %s | Age/Sex | Ward | Bay/Bed | Onset | Symptoms | Specimen | Result | Outcome\n" % c.mrn_label)
    n = rng.randrange(6, 16)
    first = F.add(c.base, -rng.randrange(5, 14))
    counts = {}
    for i in range(n):
        p = c.person("PATIENT", lo=45, hi=101)
        on = F.add(first, min((c.base - first).days, int(rng.expovariate(0.35))))
        counts[on] = counts.get(on, 0) + 1
        d.w(str(i + 1), " | ", c.N(p, c.pick(["LF", "Lf", "ini.", "LF", "fil"])), " | ", c.ID(p), " | ",
            c.A(p), "/", p["sex"], " | ", (c.pick(c.wards[:2]), "HOSPITAL"), " | ",
            (str(rng.randrange(1, 6)), "LOCATION_OTHER"), "/", (str(rng.randrange(1, 7)), "LOCATION_OTHER"), " | ",
            c.DS(on, False), " | ")
        d.t(c.pick(["D", "V", "D+V", "D&V", "V only", "fever/cough", "D, cramps", "asympt"]) + " | ")
        if c.chance(0.75):
            d.w(c.acc(on), " | ", c.pick(["POS", "POS", "NEG", "pending", "not sent"]))
        else:
            d.t("not sent | -")
        d.t(" | ")
        d.t(c.pick(["resolved", "ongoing", "resolved", "discharged", "died (not related)", "transferred"]))
        d.t("\n")
    d.t("\nStaff cases:\n")
    d.t("No | Name | Role | Ward | Onset | Last shift | RTW\n")
    for i in range(rng.randrange(0, 6)):
        s = c.person("DOCTOR")
        on = F.add(first, rng.randrange(0, max(1, (c.base - first).days)))
        d.w("S", str(i + 1), " | ", c.N(s, c.pick(["fl", "fil", "LF"])), " | ", c.pick(PT.STAFF_GROUPS), " | ",
            (c.pick(c.wards[:2]), "HOSPITAL"), " | ", c.DS(on, False), " | ", c.DS(F.add(on, -1), False), " | ",
            c.DS(F.add(on, rng.randrange(3, 6)), False) if c.chance(0.6) else "off sick", "\n")
    d.t("\nEpi curve (patients, by onset date):\n")
    for dt in sorted(counts):
        d.w(c.DS(dt, c.chance(0.3)), ": ", "#" * counts[dt], " (%d)\n" % counts[dt])
    d.t("\nNotes: %s\n" % c.pick(["Bays closed per OCT; see ward closure log.", "Linked cases on second ward via shared HCA.",
                                  "Two cases excluded after review (laxative-related).", "Awaiting reference lab typing.",
                                  "Line list shared with " + c.pick(c.pub) + " daily."]))
    if c.chance(0.6):
        d.w("File: ", (F.url(rng, c.hosp, "/outbreaks/" + ref.lower()), "URL"))
        if c.chance(0.5):
            d.w("  (last edit by ", (ipcn["user"], "USERNAME"), ", ", (F.private_ip(rng), "IPADDR"), ")")
        d.t("\n")

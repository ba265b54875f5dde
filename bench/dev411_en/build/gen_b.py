"""Genres: root cause analysis report, contact tracing record, isolation decision note,
microbiology alert."""
import fmt as F
import pools_places as PP
import pools_terms as PT
import common as C


# ====================================================================== root cause analysis
def rca_report(c, d):
    rng = c.rng
    key = c.pick(["CDI", "CDI", "CDI", "MRSA", "CPE", "VRE"])
    pt = c.person("PATIENT", lo=40, hi=97)
    adm = F.add(c.base, -rng.randrange(20, 60))
    pos = F.add(adm, rng.randrange(4, 15))
    meet = F.add(pos, rng.randrange(10, 30))
    cons = c.staff("Consultant")
    ipcn = c.staff("Lead IPC Nurse", nurse=True)
    panel = [c.staff(r) for r in rng.sample(["Matron", "Antimicrobial Pharmacist",
                                             "Consultant Microbiologist", "Ward Manager",
                                             "Patient Safety Lead", "Domestic Supervisor",
                                             "Director of Infection Prevention and Control"], 4)]
    title = {"CDI": "Hospital-onset Clostridioides difficile infection",
             "MRSA": "MRSA bacteraemia - post infection review",
             "CPE": "CPE acquisition (in-hospital transmission)",
             "VRE": "VRE bloodstream infection"}[key]
    d.t(c.pick(["ROOT CAUSE ANALYSIS REPORT\n", "Post Infection Review (PIR) / RCA\n",
                "RCA - Healthcare Associated Infection\n", "Serious Incident Review: RCA\n"]))
    d.w(title, "\n", (c.hosp, "HOSPITAL"), "\n\n")
    d.w("RCA ref: ", ("RCA-%d-%04d" % (pos.year, rng.randrange(1, 999)), "IDNUM"), "    ",
        c.pick(["Datix", "Incident no.", "SLS ref", "Riskman ID"]), ": ", (str(rng.randrange(100000, 999999)), "IDNUM"), "\n")
    d.w("Patient: ", c.N(pt, c.pick(["LF", "Lf", "fl"])), "   ", c.mrn_label, ": ", c.ID(pt))
    if pt.get("nat") and c.chance(0.5):
        d.w("   ", c.nat(pt))
    d.w("\nDOB: ", c.D(pt["dob"]), "   Age at sample: ", c.A(pt), "   Sex: ", pt["sex"])
    if c.country == "United States" and c.chance(0.4):
        d.w("   SSN: ", (F.ssn(rng, c.country), "SSN"))
    d.t("\n")
    if c.chance(0.4):
        d.w("Encounter no.: ", (pt["acct"], "ACCOUNT"), "\n")
    d.w("Admitted: ", c.D(adm), "   Positive specimen: ", c.D(pos), " (", c.acc(pos), ")   ",
        "Day %d of admission - %s\n" % ((pos - adm).days + 1, c.pick(["HOHA", "hospital onset", "HOHA (>72 h)"])))
    d.w("Ward at time of sample: ", (c.ward, "HOSPITAL"), "   Consultant: Dr ", c.N(cons, c.pick(["fl", "l"])), "\n")
    d.w("Review meeting: ", c.D(meet), "\n")
    d.t("Panel: ")
    for i, s in enumerate(panel):
        d.w("; " if i else "", c.N(s, c.pick(["fl", "fil"])), " (", s["role"], ")")
    d.w("; ", c.N(ipcn, "fl"), " (", ipcn["role"], ", facilitator)\n\n")
    d.t("1. Summary\n")
    d.w(c.sexage(pt), " admitted with ", c.pick(C.REASONS), ". ")
    if c.chance(0.5):
        d.w("Transferred from ", (c.hosp2, "HOSPITAL"), " on day of admission (", c.D(adm), "). ")
    sym = {"CDI": "diarrhoea", "CPE": "new positive screen"}.get(key) or c.pick(["fever and rigors", "new positive blood culture"])
    d.w("Developed ", sym, " on day ",
        str((pos - adm).days), "; ", PT.ALERT_LABEL[key], " confirmed ", c.D(pos), ".\n\n")
    d.t("2. Chronology\n")
    d.t("Date | Time | Event\n")
    gut = key in ("CDI", "CPE")
    ev = [(0, "Admitted via ED; admission screen taken (%s)." % c.pick(["MRSA nose/groin neg", "CPE rectal swab neg", "screen not done - missed"])),
          (rng.randrange(0, 2), "%s commenced for %s." % (c.pick(PT.ANTIBIOTICS), c.pick(["CAP", "UTI", "cellulitis", "?sepsis"]))),
          (1, "Peripheral cannula inserted (VIP score 0); documented on care bundle.")]
    k = (pos - adm).days
    if gut:
        ev += [(k - 2, "First loose stool (Bristol type %d) - stool chart started." % rng.randrange(6, 8)),
               (k - 1, "Stool sample requested; not sent until next day (delay %d h)." % rng.randrange(12, 40))]
    else:
        ev += [(k - 1, "Temperature %.1f, rigors; cannula site red (VIP score 3)." % rng.uniform(38.0, 39.6)),
               (k, "Blood cultures taken x2; cannula removed, tip not sent.")]
    ev += [(k, "Moved to side room after %d h in bay." % rng.randrange(4, 48)),
           (k + 1 + rng.randrange(2), "Result phoned to ward by lab."),
           (k + 2 + rng.randrange(2), "Antimicrobials reviewed by micro; %s started." % c.pick(
               ["oral vancomycin", "fidaxomicin"] if gut else ["daptomycin", "teicoplanin", "linezolid", "flucloxacillin"]))]
    times = sorted(F.tm(rng) for _ in ev)
    for i, (off, e) in enumerate(ev):
        dt = F.add(adm, off)
        d.w(c.D(dt), " | ", times[i] if i < 3 else F.tm(rng), " | ", e)
        if "side room" in e:
            d.w(" (SR ", (str(rng.randrange(1, 16)), "LOCATION_OTHER"), ")")
        if "phoned" in e:
            bms = c.person("DOCTOR")
            d.w(" Taken by ", c.N(bms, c.pick(["fl", "fil"])), ", ", c.pick(["RN", "CN", "ward clerk"]), ".")
        d.t("\n")
    d.t("\n3. Findings\n")
    f_ = rng.sample([
        "Antimicrobial prescribing: %s course exceeded 7 days without documented review (Start Smart Then Focus not followed)." % c.pick(PT.ANTIBIOTICS),
        "PPI (%s) continued without indication." % c.pick(["omeprazole", "lansoprazole"]),
        "Delay to isolation of %d hours due to no side room available (site at OPEL 4)." % rng.randrange(6, 40),
        "Commode audit on the ward: %d/%d clean (target 100%%)." % (rng.randrange(5, 9), rng.randrange(9, 12)),
        "Hand hygiene compliance for the month %d%% (WHO 5 Moments observation)." % rng.randrange(70, 99),
        "Stool chart incomplete on 2 of 5 days.",
        "Staffing: %d RN vacancies on the shift; agency staff used." % rng.randrange(1, 4)], 4)
    for x in f_:
        d.t("- " + x + "\n")
    if c.chance(0.7):
        d.w("- Shared equipment: ", c.pick(["glucometer", "bladder scanner", "Dinamap", "commode"]), " (SN ",
            (F.device_sn(rng), "DEVICE"), ") used on ", c.pick(["two", "three", "several"]),
            " patients in the bay without documented cleaning.\n")
    if key in ("CDI", "CPE") and c.chance(0.6):
        other = c.person("PATIENT", lo=50, hi=95)
        d.w("- Possible link with ", c.TN(other), " (", c.ID(other), ") in the same bay ",
            c.DS(F.add(adm, 2)), "-", c.DS(F.add(adm, 5)), "; ", c.pick(["ribotype 027 both", "WGS pending", "typing not related"]), ".\n")
    d.t("\n4. Outcome\n")
    d.t("Lapses in care identified: %s. Assessed as: %s.\n" % (c.pick(["Yes", "No", "Yes (2)"]), c.pick(["avoidable", "unavoidable", "unavoidable with lapses"])))
    oc = rng.randrange(3)
    od = c.D(F.add(pos, rng.randrange(5, 20)))
    if oc == 0:
        d.w("Patient was discharged to ", (c.pick(PP.CARE_HOMES), "HOSPITAL"), " on ", od)
    elif oc == 1:
        d.w("Patient recovered and was discharged home on ", od)
    else:
        d.w("Patient died on ", od, " (", c.pick(["CDI on Part 1 of the death certificate", "CDI not contributory", "cause: pneumonia"]), ")")
    d.t(". ")
    fam = c.kin(pt)
    d.w("Duty of candour: ", c.pick(["letter sent to ", "discussed with "]), c.rel(fam), " ",
        c.N(fam, c.pick(["fl", "fl", "l"])), " on ", c.D(F.add(meet, rng.randrange(1, 7))))
    if c.chance(0.5):
        d.w(" at ", c.addr(pt))
    d.t(".\n\n5. Actions\n")
    d.t("No. | Action | Lead | Target date\n")
    acts = rng.sample(["Stool sampling and isolation teaching on ward", "Antimicrobial ward round weekly",
                       "Commode cleaning labels (I am clean) reintroduced", "PPI deprescribing prompt in e-prescribing",
                       "Add side-room request to site huddle", "Monthly HII audits shared at ward meeting",
                       "Equipment cleaning checklist", "Share learning at Grand Round"], 3)
    for i, a in enumerate(acts):
        o = c.pick(panel + [ipcn])
        d.w(str(i + 1), " | ", a, " | ", c.N(o, c.pick(["fil", "ini", "fl"])), " | ",
            c.D(F.add(meet, rng.randrange(14, 90))), "\n")
    d.w("\nReport approved by ", c.N(panel[0], "fl"), ", ", panel[0]["role"], ", ", c.D(F.add(meet, 3)), "\n")
    if c.chance(0.5):
        d.w("Submitted to ", c.pick(["UKHSA DCS", "NHSN", "HPSC", "ESR", "HAI surveillance"]), " by ",
            (ipcn["user"], "USERNAME"), "\n")


# ====================================================================== contact tracing record
def contact_tracing(c, d):
    rng = c.rng
    key = c.pick(["CPE", "CPE", "MRSA", "TB", "MEASLES", "IGAS", "CAURIS", "SCABIES", "VRE", "COVID"])
    idx = c.person("PATIENT", lo=20, hi=95)
    ipcn = c.staff(c.pick(["IPC Nurse Specialist", "Infection Preventionist"]), nurse=True)
    s_from = F.add(c.base, -rng.randrange(6, 20))
    s_to = F.add(c.base, -rng.randrange(0, 3))
    d.t(c.pick(["CONTACT TRACING RECORD\n", "Contact Tracing Log\n", "Exposure Investigation - Contact List\n"]))
    d.w(PT.ALERT_LABEL[key], " - ", (c.hosp, "HOSPITAL"), "   Case no: ",
        (c.pick(["CT", "HP", "EX"]) + "-" + F.digits(rng, 5), "IDNUM"), "\n\n")
    d.w("Index case: ", c.N(idx, c.pick(["LF", "fl", "LFM"])), "   ", c.mrn_label, ": ", c.ID(idx),
        "   DOB: ", c.D(idx["dob"]))
    if c.country == "United States" and c.chance(0.35):
        d.w("   SSN: ", (F.ssn(rng, c.country), "SSN"))
    d.t("\n")
    d.w("Result: ", C.org_name(c, key), " (", c.acc(s_to), ") reported ", c.D(s_to), "\n")
    d.w("Locations during exposure period: ", (c.wards[0], "HOSPITAL"), " bay ",
        (str(rng.randrange(1, 6)), "LOCATION_OTHER"))
    if c.chance(0.6):
        d.w(" then ", (c.wards[1], "HOSPITAL"), " side room ", (str(rng.randrange(1, 14)), "LOCATION_OTHER"))
    d.t("\n")
    d.w("Exposure period: ", c.D(s_from), " to ", c.D(s_to), "\n")
    if key in ("CPE", "CAURIS", "TB", "MEASLES") and c.chance(0.6):
        d.w("Relevant history: ", c.pick(["returned from ", "inpatient in ", "visiting family in ", "dialysis in "]),
            C.country_phrase(c), " until ", c.D(F.add(s_from, -rng.randrange(3, 40))), "\n")
    if key in ("TB", "MEASLES", "COVID", "IGAS") or c.chance(0.3):
        d.w("Occupation: ", (idx["prof"], "PROFESSION"))
        if c.chance(0.6):
            d.w(" at ", (c.pick(PP.EMPLOYERS), "ORGANIZATION"), " - workplace contacts referred to ", c.pick(c.pub))
        d.t("\n")
    d.t("\nInpatient contacts:\n")
    d.t("# | Name | %s | Age | Bay/Bed | Exposed | Status | Screen 1 | Screen 2 | Screen 3\n" % c.mrn_label)
    n = rng.randrange(4, 10)
    for i in range(n):
        p = c.person("PATIENT", lo=30, hi=99)
        d.w(str(i + 1), " | ", c.N(p, c.pick(["LF", "Lf", "fil", "LF"])), " | ", c.ID(p), " | ", c.A(p), " | ",
            (str(rng.randrange(1, 6)), "LOCATION_OTHER"), "/", (str(rng.randrange(1, 7)), "LOCATION_OTHER"), " | ",
            c.DS(F.add(s_from, rng.randrange(0, 5))), "-", c.DS(F.add(s_from, rng.randrange(5, 9))), " | ")
        st = rng.randrange(5)
        if st == 0:
            d.w("disch home ", c.DS(F.add(c.base, -1)), " - GP letter")
        elif st == 1:
            d.w("transf ", (c.hosp2, "HOSPITAL"))
        elif st == 2:
            d.w("disch to ", (c.pick(PP.CARE_HOMES), "HOSPITAL"))
        elif st == 3:
            d.t("died")
        else:
            d.t("inpatient")
        d.t(" | ")
        pend = False
        for k in range(3):
            if k:
                d.t(" | ")
            r = rng.random()
            if st in (0, 3) and k:
                d.t("n/a")
            elif pend:
                d.t("due ")
                d.p(F.fd_short(F.add(c.base, 7 * k), c.country), "DATE")
            elif r < 0.7:
                d.t(c.pick(["NEG", "neg", "Not detected", "-ve"]))
            elif r < 0.8:
                d.t("POS")
            else:
                d.t(c.pick(["due ", "pending "]))
                d.p(F.fd_short(F.add(c.base, 7 * k), c.country), "DATE")
                pend = True
        d.t("\n")
    if key in ("TB", "MEASLES", "IGAS", "COVID", "SCABIES") or c.chance(0.3):
        d.t("\nStaff contacts (referred to Occupational Health):\n")
        for _ in range(rng.randrange(2, 5)):
            s = c.person("DOCTOR")
            d.w("- ", c.N(s, c.pick(["fl", "fil", "LF"])), ", ", c.pick(PT.STAFF_GROUPS), ", ",
                c.pick(["immune (documented MMR x2)", "IGRA baseline taken", "no exposure w/o FFP3",
                        "exposed - unprotected, AGP", "treated with permethrin 5%", "asymptomatic"]), "\n")
    d.t("\nDischarged contacts / other providers:\n")
    gp = c.person("DOCTOR")
    d.w("- Letter to ", c.gp_label(), " Dr ", c.N(gp, c.pick(["fl", "l"])), ", ", (c.pick(PP.PRACTICES), "HOSPITAL"),
        " (fax ", (F.phone(rng, c.country), "FAX"), ") sent ", c.D(c.base), ".\n")
    other = c.person("DOCTOR")
    d.w("- ", (c.hosp2, "HOSPITAL"), " IPC team informed: spoke to ", c.N(other, c.pick(["fl", "fil"])),
        " on ", (F.phone(rng, c.country), "PHONE"), ".\n")
    if c.chance(0.6):
        d.w("- Index case transported by ", c.pick(["PTS ambulance", "ambulance", "hospital shuttle", "taxi (patient's own arrangement)"]),
            " reg ", (F.plate(rng, c.country), "VEHICLE"), " on ", c.DS(s_from), "; vehicle cleaned, crew informed.\n")
    if c.chance(0.35):
        d.w("- Side room door access log (", c.pick(["palm-vein reader", "fingerprint reader", "biometric lock"]),
            ") reviewed: entries by template IDs ", (F.bioid(rng), "BIOID"), " and ", (F.bioid(rng), "BIOID"),
            " matched to staff above.\n")
    if c.chance(0.4):
        fam = c.kin(idx)
        d.w("- Household contact ", c.N(fam, c.pick(["fl", "f"])), " (", c.pick([c.rel(fam), c.rel(fam), "flatmate"]),
            ", ", c.pick(["aged ", ""]), c.A(fam), ") advised to see own GP; ", c.pick(c.pub), " aware.\n")
    d.w("\nCompleted by: ", c.N(ipcn, c.pick(["fl", "fml"])), ", ", ipcn["role"], "  ", c.D(c.base), "\n")
    if c.chance(0.5):
        d.w("Entered on ", c.pick(["ICNet", "the IPC database", "Epic IP module"]), " as user ", (ipcn["user"], "USERNAME"), "\n")


# ====================================================================== isolation decision note
def isolation_note(c, d):
    rng = c.rng
    pt = c.person("PATIENT", lo=18, hi=99)
    trig = c.pick(["recent inpatient abroad", "new diarrhoea (type 7 x3)", "D&V overnight", "previous CPE positive (alert on record)",
                   "known MRSA", "cough, fever 38.6 - flu swab sent", "rash ?scabies",
                   "recent inpatient abroad - CPE screen pending", "C. diff toxin positive",
                   "VRE contact", "COVID PCR positive", "vomiting x2, no other cause"])
    bm = c.staff(c.pick(["Bed Manager", "Site Team"]))
    ipcn = c.staff("IPC Nurse Specialist", nurse=True)
    rag = c.pick(PT.RAG)
    bay, bed = str(rng.randrange(1, 6)), str(rng.randrange(1, 7))
    if c.chance(0.5):
        d.t(c.pick(["ISOLATION DECISION\n", "Isolation / Side Room Prioritisation Record\n",
                    "Isolation decision note\n"]))
        d.w("Date/time: ", c.D(c.base), " ", F.tm(rng), "\n")
        d.w("Patient: ", c.N(pt, c.pick(["LF", "Lf", "FL"])), " (", c.ID(pt), "), ", c.sexage(pt), "\n")
        d.w("Current location: ", (c.ward, "HOSPITAL"), " bay ", (bay, "LOCATION_OTHER"), " bed ", (bed, "LOCATION_OTHER"), "\n")
    else:
        d.w(c.DS(c.base, True), " ", F.tm(rng), " - isolation decision. ", c.TN(pt), ", ", c.sexage(pt), ", ",
            c.ID(pt), ", on ", (c.ward, "HOSPITAL"), " b", (bay, "LOCATION_OTHER"), "/", (bed, "LOCATION_OTHER"), "\n")
    d.w("Trigger: ", trig)
    if trig == "recent inpatient abroad":
        d.w(" (", C.country_phrase(c), ", ", c.pick(["surgery", "dialysis", "ICU stay", "orthopaedic admission"]), ") - CPE screen sent")
    d.t("\n")
    d.t("Risk factors: %s\n" % ", ".join(rng.sample(["incontinent", "confused (4AT 6)", "wandering", "open wound",
                                                       "immunosuppressed (neutropenic)", "tracheostomy", "independent, continent",
                                                       "faecal management system (Flexi-Seal)", "AGP (Optiflow)", "requires hoist"], 2)))
    d.t("\nSide room status (%d rooms):\n" % rng.randrange(4, 9))
    for _ in range(rng.randrange(2, 5)):
        o = c.person("PATIENT", lo=40, hi=98)
        d.w("- SR ", (str(rng.randrange(1, 12)), "LOCATION_OTHER"), ": ", c.N(o, c.pick(["l", "ini", "ini.", "LF"])),
            " - ", c.pick(["C. diff", "CPE", "MRSA (decol)", "end of life", "neutropenic", "norovirus", "TB (smear +)", "VRE"]),
            " ", c.pick(PT.RAG).lower(), "\n")
    d.w("\nIsolation priority: ", rag, " (", c.pick(["local isolation prioritisation tool", "side room priority score",
                                                     "RAG matrix v3 (2022)"]), ")\n")
    r = rng.random()
    d.t("Decision: ")
    if r < 0.4:
        d.w("move to side room ", (str(rng.randrange(1, 12)), "LOCATION_OTHER"), " on ", (c.wards[1], "HOSPITAL"),
            "; current occupant (", c.pick(["MRSA decol complete", "green"]), ") to step down to bay.")
    elif r < 0.7:
        d.w("cohort in bay ", (str(rng.randrange(1, 6)), "LOCATION_OTHER"), " with other symptomatic patients; bay closed.")
    else:
        d.w("remain in bay with contact precautions, curtains drawn, dedicated commode (", (F.device_sn(rng), "DEVICE"), ").")
    d.t("\n")
    d.w("Discussed with: ", c.N(bm, c.pick(["fl", "fil"])), " (", bm["role"], ", ", c.bw(), " ", c.bleep(bm), ") and ",
        c.N(ipcn, c.pick(["fl", "fil", "f"])), " IPC.\n")
    if c.chance(0.4):
        fam = c.kin(pt)
        d.w("Pt and ", c.pick([c.rel(fam), "carer"]), " ", c.N(fam, c.pick(["f", "fl"])),
            " informed; ", c.pick(["agreeable", "anxious re visiting - visiting guidance given", "leaflet given"]), ".\n")
    d.w("Review: ", c.DS(F.add(c.base, rng.randrange(1, 3))), " or sooner if ", c.pick(["symptoms settle", "result back", "side room frees up"]), ".\n")
    w = c.staff(c.pick(["Charge Nurse", "Staff Nurse", "Registrar", "FY2"]), nurse=True)
    C.sig_short(c, d, w) if c.chance(0.5) else C.signature(c, d, w, with_mail=False)


# ====================================================================== microbiology alert
def micro_alert(c, d):
    rng = c.rng
    key = c.pick(["MRSA", "CPE", "CPE", "CDI", "CDI", "VRE", "ESBL", "CAURIS", "NORO", "TB", "IGAS", "ACINETO"])
    pt = c.person("PATIENT", lo=18, hi=99)
    req = c.staff(c.pick(["FY2", "Registrar", "Resident (PGY-2)", "Consultant"]))
    micro = c.staff("Consultant Microbiologist")
    bms = c.person("DOCTOR")
    coll = F.add(c.base, -rng.randrange(1, 4))
    lab = c.acc(coll)
    d.t(c.pick(["*** ALERT ORGANISM NOTIFICATION ***\n", "MICROBIOLOGY ALERT - INFECTION CONTROL\n",
                "LABORATORY ALERT: Significant organism\n", "== CRITICAL/ALERT RESULT ==\n"]))
    d.w(c.pick(["Department of Microbiology, ", "Pathology Services - Microbiology, ", "Clinical Microbiology Lab, "]),
        (c.hosp, "HOSPITAL"), "\n")
    ph = c.hosp_phone + (" " + F.ext(rng) if c.chance(0.5) else "")
    d.w("Lab phone: ", (ph, "PHONE"), "\n")
    d.w("Lab no: ", lab, "\n")
    d.w("Patient: ", c.N(pt, c.pick(["LF", "LFM"])), "   DOB: ", c.D(pt["dob"], "DDMMMYYYY" if c.chance(0.3) else None),
        "   Sex: ", pt["sex"], "   Age: ", c.A(pt), "\n")
    d.w(c.mrn_label, ": ", c.ID(pt))
    if pt.get("nat"):
        d.w("   ", c.nat(pt))
    if c.chance(0.4):
        d.w("   Visit: ", (pt["acct"], "ACCOUNT"))
    if c.country == "United States" and c.chance(0.35):
        d.w("   SSN: ", (F.ssn(rng, c.country), "SSN"))
    d.w("\nLocation: ", (c.ward, "HOSPITAL"), c.pick([" / bed ", " Bed: ", " - "]), (str(rng.randrange(1, 30)), "LOCATION_OTHER"), "\n")
    d.w("Requested by: Dr ", c.N(req, c.pick(["fl", "l", "fil"])))
    if c.chance(0.4):
        d.w(" (", c.lic(req), ")")
    d.t("\n")
    site = C.site(c, key)
    d.w("Specimen: ", site, "   Collected: ", c.D(coll), " ", F.tm(rng), "   Received: ", c.D(F.add(coll, rng.randrange(0, 2))),
        " ", F.tm(rng), "\n")
    d.w("Reported: ", c.D(c.base), " ", F.tm(rng), "   Status: ", c.pick(["FINAL", "PRELIMINARY", "Amended"]), "\n\n")
    org = C.org_name(c, key)
    d.w("RESULT\n", c.pick(["Organism isolated: ", "Isolated: ", "Detected: "]), org, "\n")
    d.w("Method: ", C.method(c, key), "; ID confirmed by ", C.method(c, key), "\n")
    if key in ("MRSA", "CPE", "VRE", "ESBL", "ACINETO", "IGAS"):
        d.t("\nSusceptibility (%s):\n" % c.pick(["EUCAST v14.0", "CLSI M100-Ed34", "EUCAST 2024"]))
        for ab in sorted(rng.sample(PT.ANTIBIOTICS, rng.randrange(4, 8))):
            d.t("  %-38s %s\n" % (ab, c.pick(["S", "R", "I", "S", "R"])))
    d.w("\nComment: ", c.pick(["New alert organism for this patient. ", "Previously known alert organism. ", "First isolate. "]))
    if key in ("CPE", "CAURIS", "ACINETO") and c.chance(0.6):
        d.w("Request form notes recent hospitalisation in ", C.country_phrase(c), ". ")
    if c.chance(0.4):
        prev = F.add(coll, -rng.randrange(100, 900))
        d.w("Previous: ", c.D(prev), " ", c.acc(prev), " ", c.pick(["MRSA", "ESBL", "neg screen"]), ". ")
    d.t(c.pick(["Please isolate in a single room with contact precautions. ",
                "Inform IPC; contact screening will be arranged. ",
                "Treat only if clinical signs of infection - discuss with micro. "]))
    d.w("(", c.N(micro, c.pick(["fl", "fil"])), ", ", micro["role"], ")\n\n")
    d.w("Telephoned to ", c.pick(["Dr ", "", "nurse in charge "]), c.N(c.person("DOCTOR"), c.pick(["fl", "fil", "l"])),
        " at ", F.tm(rng), " on ", c.DS(c.base), " by ", c.N(bms, c.pick(["fl", "ini", "fil"])), " (BMS).\n")
    d.w("Copies: IPC team (", (c.ipc_email, "EMAIL"), ")")
    if c.chance(0.5):
        d.w("; ", c.gp_label(), " Dr ", c.N(c.person("DOCTOR"), "l"), ", ", (c.pick(PP.PRACTICES), "HOSPITAL"))
    d.t("\n")
    if c.chance(0.55):
        d.w("View: ", (F.url(rng, c.hosp, "/lab/report?acc=" + F.digits(rng, 8)), "URL"), "\n")
    if c.chance(0.55):
        d.w("Generated by ", c.pick(PT.SYSTEMS), " user ", (F.username(rng, bms["first"], bms["last"], ""), "USERNAME"),
            " @ ", (F.private_ip(rng), "IPADDR"), " ", F.tm(rng), "\n")

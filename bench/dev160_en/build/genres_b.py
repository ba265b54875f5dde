"""Genres: ED handoff (SBAR / sign-out), ambulance arrival log, observation unit progress note."""
import datetime as dtm

from core import P, emit_table
import clin as C
import pools as PL
from genres_a import loc_cell


def handoff_sbar(g, d):
    day = g.visit_date()
    variant = g.ch(["sbar", "sbar", "signout", "referral"])
    if variant == "signout":
        a, b = g.staff("doc"), g.staff("doc")
        hh = g.ch([7, 15, 19, 23])
        d.line(g.ch(["ED SIGN-OUT", "Physician handoff (I-PASS)", "Shift handover - ED doctors", "Board round / handover"]),
               " ", P(g.fdate(day), "DATE"), " ", g.ftime(hh, 0, "hm"))
        d.line("From ", g.sname(a, "dr_full"), " to ", g.sname(b, "dr_full"), g.ch(["", " (nights)", " (twilight)"]))
        d.nl()
        for i in range(g.r.randint(3, 6)):
            p = g.patient(visit=day)
            parts = ["%d) " % (i + 1)] + loc_cell(g, bare=False) + [" - "]
            parts += g.pname(p, style=g.ch(["board", "LAST_FIRST", "title", "initials"])) + [" "]
            parts += g.age_sex(p, g.ch(["AM", "yoM", "A_M"])) + [" - ", C.complaint(g), ". "]
            if g.chance(0.25) and p.age >= 18:
                parts += g.prof(p, "Works") + [". "]
            k = g.r.randint(0, 6)
            if k == 0:
                parts += ["2nd trop due ", g.ftime((hh + 1) % 24, 30, "hhmm"), " (acc ", P(g.idnum("acc"), "IDNUM"), "). "]
            elif k == 1:
                parts += ["CT read pending, order ", P(g.idnum("order"), "IDNUM"), ". "]
            elif k == 2:
                parts += [p.nok.rel.capitalize(), " ", P(p.nok.first, "FAMILY"), " wants update - ", P(p.nok.phone, "PHONE"), ". "]
            elif k == 3:
                parts += ["Accepted by ", g.sname(g.staff("doc"), "dr_last"), " (", C.specialty(g), "), awaiting bed. "]
            elif k == 4:
                parts += [C.lookalike(g), ". "]
            elif k == 5:
                parts += ["from ", P(g.hospital("care"), "HOSPITAL"), ", DNR/DNAR on file dated ",
                          P(g.fdate(day - dtm.timedelta(days=g.r.randint(30, 900))), "DATE"), ". "]
            else:
                parts += [C.labs(g), ". "]
            parts += ["Illness sev: ", g.ch(["stable", "watcher", "unstable"]), ". Contingency: ",
                      g.ch(["if neg -> obs", "if febrile -> BCx x2 + abx", "reassess after fluids",
                            "if CT neg -> dc home w/ " + g.ch(["wife", "son", "friend"]), "call surg if worse"]), "."]
            d.line(*parts)
        d.nl()
        d.line("Pending callbacks on ", P(g.phone(ext=True), "PHONE"), ". Sign-out acknowledged - ", P(b.ini, "DOCTOR"))
        return
    p = g.patient(age_lo=16, visit=day)
    fam = p.nok
    if variant == "referral":
        a, reg = g.staff("doc"), g.staff("doc")
        d.line(g.ch(["Telephone referral (SBAR)", "SBAR referral to specialty", "Referral call log"]), " - ",
               P(g.fdate(day), "DATE"), " ", g.ftime(*g.rtime()))
        d.line("Caller: ", g.sname(a, "dr_full"), ", ", g.ch(["ED registrar", "EM attending", "ED SHO", "ED resident"]),
               ", ext ", P(g.extension(), "PHONE"))
        d.line("Referred to: ", g.sname(reg, "dr_full"), ", ", C.specialty(g), g.ch([" on call", " reg", " fellow"]))
        d.nl()
        d.line("S - ", g.pname(p, style="title"), ", ", g.age_sex(p, "year_old"), " in ", loc_cell(g, bare=False),
               ", presenting with ", C.complaint(g), ". ", C.vitals(g), ".")
        d.line("B - PMH ", C.pmh(g), ". Usually independent, lives ", g.ch(["alone", "with " + fam.rel]), " at ",
               g.address(p, "short"), ". ", g.prof(p, "Works"), ".")
        d.line("A - ", C.labs(g), "; ", C.labs(g), ". ", C.lookalike(g), ". Concerned re ",
               g.ch(["ACS", "sepsis", "SBO", "PE", "cauda equina", "NOF", "stroke"]), ".")
        d.line("R - please review within ", g.ch(["30 min", "1 hour", "4 hours"]), "; ", g.ch([
            "accepted", "will come down", "advised CT first", "declined - suggest medicine"]), ". Ref no ",
            P(g.idnum("order"), "IDNUM"), ".")
        return
    nurse, rec = g.staff("nurse", cred="RN"), g.staff("nurse", cred=g.ch(["RN", "RN", "BSN, RN"] if not g.uk else ["RN", "Staff Nurse", "Sister"]))
    unit = g.hospital("ward") if g.uk else g.ch(["Tele", "5 Med-Surg", "PCU", "MICU", "Obs"])
    d.line(g.ch(["SBAR HANDOFF", "Nurse-to-nurse report", "ED -> inpatient handover (SBAR)", "Transfer of care"]),
           " - ED to ", P(unit, "HOSPITAL") if g.uk else unit)
    d.line("Date/time: ", P(g.fdate(day), "DATE"), " ", g.ftime(*g.rtime()), "   From: ", g.sname(nurse, "full_cred"),
           " (ext ", P(g.extension(), "PHONE"), ")   To: ", g.sname(rec, g.ch(["full_cred", "full"])))
    d.nl()
    d.line("S: ", g.pname(p, style=g.ch(["title", "full"])), ", ", g.age_sex(p, g.ch(["AM", "yoM", "yo_male"])), ", ",
           loc_cell(g, bare=False), ", MRN ", P(p.mrn, "MRN"), ". Admitted under ", g.sname(g.staff("doc"), "dr_last"),
           " for ", C.admit_dx(g), ". Code status: ", g.ch(["Full", "DNR/DNI", "DNACPR", "Full code"]), ".")
    b = ["B: PMH ", C.pmh(g), ". Allergies ", g.ch(PL.ALLERGIES), ". Arrived ", g.ftime(*g.rtime(), style="hm"), " via ",
         g.ch(["EMS", "ambulance", "walk-in", "GP referral"]), ". "]
    if g.chance(0.6):
        b += ["Lives with ", fam.rel, " ", P(fam.first, "FAMILY"), ". "]
    if g.chance(0.4):
        b += ["Has ", g.ch(["PPM", "ICD", "insulin pump", "LVAD"]), " (SN ", P(g.device_sn(), "DEVICE"), "). "]
    d.line(*b)
    d.line("A: ", C.vitals(g), ". ", g.ch(["A&Ox4", "GCS 14 (confused)", "pain 4/10 after morphine", "NEWS2 3"]), ". ",
           "IV ", g.ch(["20g L AC", "18g R AC", "22g L hand"]), ". Given ", C.meds(g, 2), ". ", C.labs(g), ".")
    r = ["R: ", g.ch(["repeat trop at ", "neuro obs hourly from ", "obs 2-hourly from ", "recheck K at "]),
         g.ftime(*g.rtime(), style="hm"), ". Pending: ", g.ch(["CT abd/pelvis", "MRI L-spine", "blood cultures", "urine culture"]),
         " (acc ", P(g.idnum("acc"), "IDNUM"), "). "]
    if g.chance(0.7):
        r += [fam.rel.capitalize(), " ", P(fam.first + " " + fam.last, "FAMILY"), " asks to be called on arrival: ",
              P(fam.phone, "PHONE"), "."]
    d.line(*r)
    if g.chance(0.5):
        d.line("Belongings: ", g.ch(["phone, wallet", "glasses, hearing aids", "walking frame", "none"]),
               " - property bag ", P(g.idnum("bag"), "IDNUM"), ".")
    d.line("Handoff given ", g.ftime(*g.rtime(), style="hm"), " - ", P(nurse.ini, "DOCTOR"), "/", P(rec.ini, "DOCTOR"))


def ambulance_log(g, d):
    day = g.visit_date()
    site = g.hospital("ed")
    n = g.r.randint(5, 11)
    orgs = PL.AMB_UK if g.uk else PL.AMB_US
    d.line(g.ch(["AMBULANCE ARRIVAL LOG", "EMS arrivals", "Ambulance handover log", "Ambulance receiving - bay log"]),
           " - ", P(site, "HOSPITAL"), " - ", P(g.fdate(day), "DATE"))
    clerk = g.staff("nurse")
    d.line(g.ch(["HALO / ambulance nurse: ", "EMS liaison RN: ", "Receiving nurse: "]), g.sname(clerk, "full"))
    d.nl()
    pts = []
    rows = []
    offloads = []
    for i in range(n):
        p = g.patient(age_lo=16, visit=day) if g.chance(0.9) else g.patient(age_lo=1, age_hi=15, visit=day)
        if g.chance(0.1) and p.age >= 16:
            p.first = None
        pts.append(p)
        para = g.staff("para")
        arr = g.ftime(*g.rtime(), style="hm")
        unit = g.ch(["Medic ", "Rescue ", "Amb ", "A", "M", "Unit "]) + str(g.r.randint(1, 60))
        if g.uk:
            unit = g.ch(["NA", "EA", "WN", "RRV "]) + str(g.r.randint(100, 899))
        if p.first is None:
            name = [g.ch(["Unknown male", "Unknown female", "UNK, TRAUMA", "Doe, unidentified"])]
        else:
            name = g.pname(p, style=g.ch(["LAST_FIRST", "last_first", "board", "full"]))
        crew = [P("%s. %s" % (para.first[0], para.last), "DOCTOR")]
        lic = [P(g.prof_license("para"), "LICENSE")] if g.chance(0.6) else ["-"]
        delay = g.r.randint(0, 190) if g.uk else g.r.randint(0, 120)
        offloads.append(delay)
        cells = [[arr], [P(g.ch(orgs), "ORGANIZATION")] if g.chance(0.6) else ["-"], [unit],
                 [P(g.idnum("cad" if g.uk else "ems"), "IDNUM")], name,
                 [P(str(p.age), "AGE")] + ([p.sex] if not g.uk else []), [C.complaint(g)],
                 [g.ch(["Y", "N", "N", "STEMI", "Stroke", "Trauma"])], crew, lic,
                 ["%d" % delay + (" *" if delay > 60 else "")],
                 loc_cell(g, g.ch(["Bay", "Resus", "Majors", "Cubicle", "Corridor"] if g.uk else ["Bay", "Trauma", "Hall", "Rm"]))]
        rows.append(cells)
    header = ["Arr", "Service", "Callsign" if g.uk else "Unit", "CAD" if g.uk else "Run #", "Patient", "Age",
              "Complaint", "Pre-alert", "Crew", "HCPC" if g.uk else "Cert", "Offload min", "Bay"]
    emit_table(d, header, rows, g.ch(["space", "pipe", "csv", "tsv"]))
    d.nl()
    d.line("Notes:")
    for p in g.r.sample(pts, min(len(pts), g.r.randint(2, 4))):
        k = g.r.randint(0, 6)
        if p.first is None:
            k = 1
        nm = g.pname(p, style="title") if p.first else ["unidentified pt"]
        if k == 0:
            d.line("- ", "RTC" if g.uk else "MVC", ": ", nm, " was driver of ", g.ch(["sedan", "pickup", "van", "car"]),
                   " reg/plate ", P(g.plate(), "VEHICLE"), "; VIN ", P(g.vin(), "VEHICLE"), " per police. ",
                   g.ch(["Airbags deployed.", "Rollover.", "Seatbelted, ambulatory at scene.", "Prolonged extrication 25 min."]))
        elif k == 1:
            d.line("- ", nm, " found at ", P(g.landmark(), "LOCATION_OTHER"), "; ID via police fingerprint check ",
                   P(g.bioid("fp"), "BIOID"), ". ", g.ch(["GCS 9", "GCS 13", "intoxicated", "hypothermic 34.1"]), ".")
        elif k == 2:
            d.line("- ", nm, " picked up from ", g.address(p, g.ch(["one_line", "short"])), ". ",
                   g.ch(["Lives alone.", "Key safe code given to crew.", "Neighbour called 911." if not g.uk else "Neighbour called 999."]))
        elif k == 3:
            d.line("- Handover delayed ", str(g.r.randint(61, 240)), " min for ", nm, "; escalated to ",
                   g.sname(g.staff("doc"), "dr_full"), " (", g.ch(["EPIC", "EM attending", "site lead"]), "). ",
                   "Incident ", P(g.idnum("inc"), "IDNUM"), ".")
        elif k == 4:
            d.line("- LUCAS ", g.ch(["3", "2"]), " device SN ", P(g.device_sn("monitor"), "DEVICE"),
                   " left in Resus after arrest call; ", P(g.ch(orgs), "ORGANIZATION"), " to collect - call ",
                   P(g.phone(), "PHONE"), ".")
        elif k == 5:
            d.line("- ", nm, " from ", P(g.hospital("care"), "HOSPITAL"), "; carer ", g.fname(g.family("carer"), "full"),
                   " following by car. ", C.lookalike(g), ".")
        else:
            d.line("- Dispatch ", g.ch(["10-D-1", "09-E-1", "17-B-3", "26-A-1", "Cat 1", "Cat 2"]), " for ", nm,
                   "; ", g.ch(["Stroke pre-alert, LKW ", "STEMI pre-alert, ECG at ", "Trauma call at "]),
                   g.ftime(*g.rtime(), style="hm"), ".")
    d.line("Total arrivals: %d. Longest offload %d min. Report to %s." % (n, max(offloads), g.ch(
        ["EMS coordinator", "ops", "HALO", "ED leadership"])))


def obs_progress(g, d):
    day = g.visit_date()
    p = g.patient(age_lo=18, visit=day)
    fam = p.nok
    site = g.hospital("ed")
    unit = g.hospital("unit")
    att, app = g.staff("doc"), g.staff("app")
    proto = g.ch(["Chest pain", "Syncope", "TIA", "Asthma", "Cellulitis", "Renal colic", "Hyperemesis",
                  "Dehydration", "Low-risk GI bleed", "AF rate control", "Head injury on anticoagulant", "Back pain / mobility"])
    hours = g.r.randint(4, 30)
    sdate = day - dtm.timedelta(days=1 if hours > 14 else 0)
    if g.uk:
        d.line(g.ch(["CDU WARD ROUND NOTE", "Clinical Decision Unit - review", "SDEC / CDU progress note"]), " - ",
               P(unit, "HOSPITAL"), ", ", P(site, "HOSPITAL"))
    else:
        d.line(g.ch(["OBSERVATION UNIT PROGRESS NOTE", "Obs Unit Progress Note", "ED OBSERVATION - Daily note"]), " - ",
               P(unit, "HOSPITAL"))
    d.line("Patient: ", g.pname(p, style=g.ch(["LAST_FIRST", "full"])), "   ",
           ("NHS: " if g.uk else "MRN: "), P(p.nhs if g.uk else p.mrn, "HEALTHPLAN" if g.uk else "MRN"),
           "   DOB: ", P(g.num_date(p.dob), "DATE"), "   Age: ", P(str(p.age), "AGE"))
    d.line("Obs start: ", P(g.fdate(sdate), "DATE"), " ", g.ftime(*g.rtime()), "   Obs hour: ", str(hours),
           "   Bed: ", P(g.bed(), "LOCATION_OTHER"), "   Protocol: ", proto)
    if not g.uk:
        d.line("Encounter: ", P(p.acct, "ACCOUNT"), "   Payer: ", P(g.ch(PL.INSURERS_US), "ORGANIZATION"),
               g.ch([" (obs status - MOON given)", " - obs status letter signed", ""]))
    d.nl()
    d.line("SUBJECTIVE" if g.chance(0.5) else "S:")
    subj = [g.pname(p, style=g.ch(["title", "first"])), g.ch([" reports ", " states ", " says "]),
            g.ch(["no further chest pain overnight", "slept well", "pain improved, 3/10", "one further episode of vomiting",
                  "feels back to baseline", "still lightheaded on standing", "wheeze better after nebs"]), ". "]
    if g.chance(0.6):
        subj += [fam.rel.capitalize(), " ", P(fam.first, "FAMILY"), g.ch([" at bedside", " visited this morning",
                                                                            " phoned overnight"]), ". "]
    if g.chance(0.5) and not p.retired:
        subj += ["Worried about missing work as a ", P(p.profession, "PROFESSION"), " at ",
                 P(p.employer, "ORGANIZATION"), ". "]
    elif g.chance(0.3):
        subj += ["Recently back from ", P(g.ch(PL.COUNTRIES), "COUNTRY"), "; ", g.ch(["no fever", "long-haul flight",
                                                                                   "visited family"]), ". "]
    d.line(*subj)
    d.line("OBJECTIVE" if g.chance(0.5) else "O:")
    d.line("Vitals: ", C.vitals(g), ". ", g.ch(["Afebrile overnight.", "Febrile overnight - BCx sent.",
                                                  "Obs stable overnight.", "One episode of hypotension, fluid responsive."]))
    d.line("Exam: ", g.ch(["RRR, no murmur", "chest clear", "abd soft, mild RLQ tenderness", "erythema receding from marked border",
                           "neuro intact, NIHSS 0", "alert, oriented"]), ". ", C.lookalike(g), ".")
    for _ in range(g.r.randint(1, 3)):
        d.line("  ", C.labs(g), "  [acc ", P(g.idnum("acc"), "IDNUM"), ", ", P(g.short_date(day), "DATE"), " ",
               g.ftime(*g.rtime(), style="hm"), "]")
    if g.chance(0.5):
        d.line("Telemetry: ", g.ch(["NSR 60-80s", "no events", "2 runs NSVT (4 beats)", "AF 90-110"]), " on pack ",
               P(g.device_sn("tele"), "DEVICE"), ".")
    d.line("ASSESSMENT / PLAN" if g.chance(0.5) else "A/P:")
    plan = [P(str(p.age), "AGE"), g.ch(["yo ", " y/o ", "-year-old "]), ("man" if p.sex == "M" else "woman"), " on ",
            proto.lower(), " pathway. "]
    plan += [g.ch(["Stress test booked ", "Echo booked ", "MRI slot ", "Repeat bloods "]),
             P(g.fdate(day, "md" if not g.uk else "db"), "DATE"), " ", g.ftime(*g.rtime(), style="hm"), ". "]
    plan += ["Discussed with ", g.sname(g.staff("doc"), "dr_last"), " (", C.admit_dx(g, True)[1], "). "]
    d.line(*plan)
    fu_day = day + dtm.timedelta(days=g.r.randint(2, 14))
    d.line("- Follow-up: ", "Dr ", P(g.ch(PL.SURNAMES), "DOCTOR"), " at ", P(g.hospital("clinic"), "HOSPITAL"), " on ",
           P(g.fdate(fu_day), "DATE"), ", tel ", P(g.phone(), "PHONE"), ".")
    if g.chance(0.5) and not p.retired:
        d.line("- Work note: excused ", P(g.fdate(day, "md" if not g.uk else "dm"), "DATE"), "-",
               P(g.fdate(fu_day, "md" if not g.uk else "dm"), "DATE"), " for ", P(p.employer, "ORGANIZATION"), ".")
    if g.chance(0.4):
        d.line("- Pharmacy: send scripts to ", P(g.hospital("pharm"), "HOSPITAL"), ", fax ", P(g.fax(), "FAX"), ".")
    d.line("- Dispo: ", g.ch(["anticipate discharge this afternoon", "convert to inpatient if trop rises",
                              "home once PT clears", "transfer if cath needed"]), ". Total obs hours ", str(hours), ".")
    d.nl()
    d.line(g.ch(["Signed: ", "Electronically signed by ", "-- "]), g.sname(app, "full_cred"), " ",
           P(g.fdate(day), "DATE"), " ", g.ftime(*g.rtime()))
    if g.chance(0.6):
        d.line("Attending attestation: I saw and examined the patient with the APP and agree with the plan. - ",
               g.sname(att, g.ch(["dr_full", "full_cred"])))
        if g.chance(0.5):
            d.line("NPI: " if not g.uk else "GMC: ", P(g.npi() if not g.uk else g.prof_license("doc"), "LICENSE"))

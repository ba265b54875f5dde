"""Genres: security incident log, interfacility transfer request, results callback log, registration face sheet."""
import datetime as dtm

from core import P, emit_table
import clin as C
import pools as PL
from genres_a import loc_cell


def security_log(g, d):
    day = g.visit_date()
    site = g.hospital("ed")
    offs = [g.staff("sec") for _ in range(3)]
    if g.chance(0.45):
        # daily occurrence book with several short entries
        d.line(g.ch(["SECURITY DAILY OCCURRENCE LOG", "Security DOB - ED", "Protection services shift log"]), " - ",
               P(site, "HOSPITAL"))
        d.line("Shift: ", P(g.fdate(day), "DATE"), " ", g.ch(["19:00-07:00", "07:00-19:00", "nights", "days"]),
               "   Supervisor: ", g.sname(offs[0], "full"),
               ["   Contractor: ", P(g.ch(PL.SECURITY_COS), "ORGANIZATION")] if g.chance(0.5) else "")
        d.nl()
        rows = []
        for _ in range(g.r.randint(5, 10)):
            o = g.ch(offs)
            k = g.r.randint(0, 7)
            p = g.patient(visit=day)
            if k == 0:
                ev = ["Verbal aggression from pt ", g.pname(p, style="last_first"), " in "] + loc_cell(g, bare=False)
            elif k == 1:
                ev = ["Visitor ", g.fname(g.family(), "full"), " refused to leave WR; advised"]
            elif k == 2:
                ev = ["Vehicle ", P(g.plate(), "VEHICLE"), " blocking ambulance bay - moved"]
            elif k == 3:
                ev = ["Wanded pt ", g.pname(p, style="board"), " - knife secured, property bag ", P(g.idnum("bag"), "IDNUM")]
            elif k == 4:
                ev = ["Door alarm ", g.ch(["EXIT 4", "Resus rear", "ambulance doors"]), " - badge reader log: staff ",
                      P(g.idnum("staff"), "IDNUM"), ", biometric ", P(g.bioid(g.ch(["fp", "palm", "iris"])), "BIOID")]
            elif k == 5:
                ev = ["Elopement risk pt ", g.pname(p, style="initials"), " returned from ", P(g.landmark(), "LOCATION_OTHER")]
            elif k == 6:
                ev = ["CCTV review, ", g.ch(["WR", "triage", "ambulance bay", "Majors corridor"]), " camera (", P(g.ip(), "IPADDR"), ") for ", g.ch(["theft", "fall", "assault"])]
            else:
                ev = ["Stand-by for ", g.ch(["Code Grey", "Code Purple", "Dr Armstrong", "restraint"]), " ",
                      loc_cell(g, bare=False)]
            tm = g.rtime()
            rows.append([[g.ftime(*tm, style="hm")], ev, [P(o.last, "DOCTOR")],
                         [g.ch(["NFA", "resolved", "police informed", "Datix" if g.uk else "RL filed", "report filed",
                                "escorted off"])]])
            rows[-1].append(tm[0] * 60 + tm[1] if tm[0] >= 7 else tm[0] * 60 + tm[1] + 1440)
        rows.sort(key=lambda r: r[-1])
        rows = [r[:-1] for r in rows]
        emit_table(d, ["Time", "Occurrence", "Officer", "Outcome"], rows, g.ch(["space", "pipe", "tsv"]))
        d.nl()
        d.line("Radios ", P(g.device_sn("radio"), "DEVICE"), " and ", P(g.device_sn("radio"), "DEVICE"),
               " handed over; BWC ", P(g.device_sn("bwc"), "DEVICE"), " docked. Logged by ", P(offs[0].user, "USERNAME"), ".")
        return
    inc = g.idnum("inc")
    p = g.patient(age_lo=16, visit=day)
    vis = g.family(g.ch(["boyfriend", "partner", "brother", "friend", "son", "husband", "ex-partner"]), p.last)
    o1, o2 = offs[0], offs[1]
    cop = g.family()
    hh, mm = g.rtime()
    d.line(g.ch(["SECURITY INCIDENT REPORT", "Security Incident Log", "INCIDENT REPORT - Violence & Aggression"]))
    d.line("Incident #: ", P(inc, "IDNUM"), "   Site: ", P(site, "HOSPITAL"), " ED")
    d.line("Date: ", P(g.fdate(day), "DATE"), "   Time: ", g.ftime(hh, mm), "   Code: ",
           g.ch(["Code Grey", "Code Silver (no weapon seen)", "Dr Armstrong" if g.uk else "Code Strong", "Security assist"]))
    d.line("Reported by: ", P(o1.user, "USERNAME"), " (", g.sname(o1, "full_cred"), ")",
           ["   Contractor: ", P(g.ch(PL.SECURITY_COS), "ORGANIZATION")] if g.chance(0.5) else "")
    if g.uk and g.chance(0.6):
        d.line("SIA licence: ", P(g.digits(16), "LICENSE"))
    d.line("Location: ", g.ch(["ED ", "Majors ", "Pod B ", "Waiting room / "]), loc_cell(g, bare=False))
    d.nl()
    d.line("Timeline:")
    t = [hh, mm]

    def tick():
        t[1] += g.r.randint(2, 14)
        if t[1] >= 60:
            t[1] -= 60
            t[0] = (t[0] + 1) % 24
        return g.ftime(t[0], t[1], "hm")
    d.line(" - ", tick(), " ", g.sname(o1, "last"), " responded to ", g.ch(["raised voices", "staff panic alarm",
                                                                            "call from charge nurse"]),
           "; pt ", g.pname(p, style=g.ch(["board", "title"])), " and visitor ", g.fname(vis, "full"), " (", vis.rel, ").")
    d.line(" - ", tick(), " Visitor ID checked: ", g.ch(["driving licence ", "DVLA licence "] if g.uk else
                                                           ["driver's license ", "DL ", "state ID "]),
           P(g.dl(vis.last, None), "LICENSE"), ", DOB ", P(g.num_date(g.dob_for(g.r.randint(19, 60), day)), "DATE"), ".")
    d.line(" - ", tick(), " BWC ", P(g.device_sn("bwc"), "DEVICE"), " activated by ", g.sname(o2, "full"), ".")
    d.line(" - ", tick(), " ", "Police" if g.uk else g.ch(["PD", "Police"]), " called, ",
           g.ch(["PC ", "Sgt ", "DC "]) if g.uk else g.ch(["Officer ", "Sgt. ", "Deputy "]), P(cop.last, "FAMILY"),
           " (", "collar " if g.uk else "badge ", P(g.idnum("badge"), "IDNUM"), ") arrived; ",
           g.ch(["CAD ", "crime ref ", "log "]) if g.uk else g.ch(["case # ", "report # "]),
           P(g.idnum("police"), "IDNUM"), ".")
    if g.chance(0.7):
        d.line(" - ", tick(), " Visitor escorted to ", g.ch(["lot C", "main entrance", "car park 2", "Ambulance bay"]),
               "; vehicle ", g.ch(["silver Toyota", "black Ford F-150", "blue Vauxhall Corsa", "white van"]), " plate ",
               P(g.plate(), "VEHICLE"), ".")
    if g.chance(0.6):
        d.line(" - ", tick(), " CCTV ", g.ch(["waiting room", "corridor", "entrance", "ambulance bay"]), " camera at ", P(g.ip(), "IPADDR"), " footage exported, ",
               g.ch(["30 min window", "retained 90 days", "USB to police"]), ".")
    if g.chance(0.5):
        n = g.staff("nurse")
        d.line(" - ", tick(), " Staff injury: ", g.sname(n, "full_cred"), ", employee ID ", P(g.idnum("staff"), "IDNUM"),
               ", referred to occupational health.")
    if g.chance(0.4):
        d.line(" - ", tick(), " Access log: ", g.ch(["Resus rear door", "Resus door", "staff entrance"]), " opened with biometric ",
               P(g.bioid(g.ch(["fp", "palm"])), "BIOID"), " (", g.sname(g.staff("nurse"), "full"), ").")
    d.nl()
    nar = ["Summary: ", g.pname(p, style="full"), ", ", g.age_sex(p, g.ch(["year_old", "yo_male"])), ", of ",
           P(p.city, "CITY"), ", was being treated for ", C.complaint(g), ". "]
    nar += ["Visitor ", P(vis.first, "FAMILY"), g.ch([" became verbally abusive", " threw a chair", " threatened staff",
                                                      " attempted to remove pt from dept"]), ". "]
    nar += [g.ch(["Trespass notice issued, valid until ", "Warning letter issued ", "Banning order until "]),
            P(g.fdate(day + dtm.timedelta(days=g.r.choice([90, 180, 365]))), "DATE"), ". "]
    nar += [C.sec_lookalike(g), "."]
    d.line(*nar)
    d.line("Reviewed: ", g.sname(g.staff("doc"), "dr_full"), "; Datix " if g.uk else "; RL event ",
           P(g.idnum("inc"), "IDNUM"), ".")


def transfer_request(g, d):
    day = g.visit_date()
    p = g.patient(age_lo=1, visit=day)
    site, dest = g.hospital("ed"), g.hospital("ed")
    while dest == site:
        dest = g.hospital("ed")
    sdoc, adoc = g.staff("doc"), g.staff("doc")
    rn, rrn = g.staff("nurse", cred="RN"), g.staff("nurse", cred=g.ch(["RN", "RN, CCRN"] if not g.uk else ["RN", "Charge Nurse", "Sister"]))
    hh, mm = g.rtime()
    if g.uk:
        d.line(g.ch(["INTER-HOSPITAL TRANSFER FORM", "Critical care transfer checklist", "Tertiary referral & transfer record"]))
    else:
        d.line(g.ch(["INTERFACILITY TRANSFER REQUEST", "EMTALA TRANSFER CERTIFICATION", "Patient Transfer Form"]))
    d.line("Ref: ", P(g.idnum("transfer"), "IDNUM"), "   Date: ", P(g.fdate(day), "DATE"), " ", g.ftime(hh, mm))
    d.nl()
    d.line("SENDING: ", P(site, "HOSPITAL"), ", Emergency Department")
    d.line("  Tel ", P(g.phone(ext=g.chance(0.5)), "PHONE"), "   Fax ", P(g.fax(), "FAX"))
    d.line("  Physician: ", g.sname(sdoc, "dr_full"), "   ", "GMC " if g.uk else "NPI ",
           P(g.prof_license("doc") if g.uk else g.npi(), "LICENSE"))
    d.line("RECEIVING: ", P(dest, "HOSPITAL"), g.ch([" - ", " / "]), g.ch(
        ["PICU", "Paediatric ED"] if p.age < 16 else
        ["Neurosurgery", "Cardiac cath lab", "Burns unit", "Vascular", "Trauma center", "ICU"]))
    if g.uk and g.chance(0.5):
        acc_title = "Mr " if adoc.sex == "M" else g.ch(["Ms ", "Miss "])
    else:
        acc_title = "Dr "
    d.line("  Accepting: ", acc_title, P(adoc.first + " " + adoc.last, "DOCTOR"), ", accepted ",
           g.ftime((hh + 1) % 24, mm), "   Bed: ", P(g.bed(), "LOCATION_OTHER"))
    d.line("  Report called to ", g.sname(rrn, "full_cred"), " at ", P(g.phone(ext=True), "PHONE"))
    d.nl()
    d.line("PATIENT: ", g.pname(p, style="LAST_FIRST"), "   DOB ", P(g.num_date(p.dob), "DATE"), "   Age ",
           P(str(p.age), "AGE"), "   Sex ", p.sex)
    if g.uk:
        d.line("  NHS No ", P(p.nhs, "HEALTHPLAN"), "   Hosp No ", P(p.mrn, "MRN"))
    else:
        d.line("  MRN ", P(p.mrn, "MRN"), "   SSN ", P(p.ssn, "SSN") if g.chance(0.7) else "declined", "   Acct ",
               P(p.acct, "ACCOUNT"))
        d.line("  Insurance: ", P(g.ch(PL.INSURERS_US), "ORGANIZATION"), "  Member ID ", P(g.healthplan(), "HEALTHPLAN"),
               "  Group ", P(g.group(), "HEALTHPLAN"), g.ch(["", "  (auth not required - EMTALA)"]))
    d.line("  Address: ", g.address(p))
    d.line("  NOK: ", p.nok.rel, " ", P(p.nok.first + " " + p.nok.last, "FAMILY"), ", ", P(p.nok.phone, "PHONE"),
           g.ch(["", " - travelling separately", " - will meet at receiving"]))
    d.nl()
    if p.age < 16:
        d.line("Reason for transfer: ", g.ch(["paediatric ICU", "specialist paediatric surgery", "no PICU bed on site"]), ".")
        d.line("Diagnosis: ", g.ch(["Severe DKA", "Status epilepticus", "Intussusception", "Bronchiolitis - HFNC failure",
                                    "Non-accidental injury - skeletal survey", "Extradural haematoma"]), ".")
    else:
        d.line("Reason for transfer: ", g.ch(["higher level of care", "specialist service not available", "no ICU bed",
                                              "PCI-capable centre" if g.uk else "PCI-capable center",
                                              "neurosurgical review"]), ".")
        d.line("Diagnosis: ", g.ch(["STEMI (inferior)", "SAH, Hunt-Hess 2", "Type A dissection", "Major burns 22% TBSA",
                                    "Extradural haematoma", "Ruptured AAA", "Polytrauma"]), ".")
    gcs = g.ch(["GCS 15", "GCS 8 - intubated", "GCS 13", "GCS 14"])
    d.line("Condition at transfer: ", C.vitals(g), "; ", gcs, ".")
    if g.chance(0.4):
        d.line("Devices: ", g.ch(["infusion pump", "ventilator", "IABP", "LVAD"]), " SN ", P(g.device_sn(), "DEVICE"),
               " travels with pt.")
    d.line("Imaging: pushed to receiving PACS ", P(g.ip(), "IPADDR"), g.ch([" (IEP)", " via image link", ""]),
           "; accession ", P(g.idnum("acc"), "IDNUM"), ".")
    d.line("Transport: ", g.ch(["ALS", "CCT", "BLS", "Air", "Retrieval team"]), " with ",
           P(g.ch(PL.AMB_UK if g.uk else PL.AMB_US), "ORGANIZATION"), ", ", g.ch(["CAD ", "run # "]),
           P(g.idnum("cad"), "IDNUM"), ", ETA ", g.ftime((hh + 2) % 24, mm, "hm"), ".")
    d.nl()
    if not g.uk:
        d.line("Physician certification: Based on the information available at the time of transfer, the medical benefits "
               "reasonably expected from the provision of appropriate treatment at another facility outweigh the "
               "increased risks of transfer.")
        d.line("Signed: ", g.sname(sdoc, "full_cred"), "  License ", P(g.prof_license("doc"), "LICENSE"), "  ",
               P(g.fdate(day), "DATE"))
        if p.age >= 18 and "intubated" not in gcs and g.chance(0.7):
            cons = g.pname(p, style="full") + [" (patient)"]
        else:
            cons = [p.nok.rel, " ", P(p.nok.first + " " + p.nok.last, "FAMILY"), " (", g.ch(["parent/guardian", "representative"])
                    if p.age < 18 else "representative - pt lacks capacity", ")"]
        d.line("Consent: signed by ", cons, " ", g.ftime((hh + (mm + 20) // 60) % 24, (mm + 20) % 60))
    else:
        d.line("Escort: ", g.sname(g.staff("doc"), "dr_full"), " + ", g.sname(rn, "full_cred"),
               ". Checklist complete; copy to ", P(g.email("", "", dept=True), "EMAIL"), ".")


def callback_log(g, d):
    day = g.visit_date()
    site = g.hospital("ed")
    n = g.r.randint(4, 9)
    staff = [g.staff("nurse"), g.staff("app"), g.staff("nurse")]
    d.line(g.ch(["ED RESULTS CALLBACK LOG", "Culture & results follow-up", "Post-discharge callback register",
                 "ED pharmacist culture review"]), " - ", P(site, "HOSPITAL"))
    pst = g.ch(["dmY", "dBY", "iso", "dby-"] if g.uk else ["mdY", "BdY", "iso", "mdy"])
    d.line("Period ", P(g.fdate(day, pst), "DATE"), " to ", P(g.fdate(day + dtm.timedelta(days=6), pst), "DATE"),
           "   Queue owner: ", g.sname(staff[0], "full_cred"))
    d.nl()
    pts = [g.patient(visit=day - dtm.timedelta(days=g.r.randint(1, 5))) for _ in range(n)]
    rows = []
    for p in pts:
        s = g.ch(staff)
        res = g.ch(["Urine cx", "Blood cx", "Wound cx", "XR overread", "Throat cx", "GC/CT NAAT", "CT overread"])
        rows.append([[P(g.short_date(p.visit), "DATE")], g.pname(p, style=g.ch(["LAST_FIRST", "last_first"])),
                     [P(p.mrn, "MRN")], [res], [P(g.idnum("acc"), "IDNUM")], [P(p.mobile, "PHONE")],
                     [g.ch(["reached", "VM", "no answer", "letter", "Rx changed", "recall to ED", "no change needed"])],
                     [P(s.user, "USERNAME")]])
    emit_table(d, ["Visit", "Patient", "MRN" if not g.uk else "Hosp No", "Result", "Accession", "Phone", "Outcome", "User"],
               rows, g.ch(["space", "pipe", "csv", "tsv", "md"]))
    d.nl()
    for p in g.r.sample(pts, min(len(pts), g.r.randint(2, 4))):
        when = [P(g.short_date(p.visit + dtm.timedelta(days=g.r.randint(2, 4))), "DATE"), " ",
                g.ftime(g.r.randint(8, 19), g.r.randint(0, 59), style="hhmm")]
        k = g.r.randint(0, 5)
        if k == 0:
            body = [g.pname(p, style="title"), ": ", g.ch(["E. coli", "Klebsiella", "Proteus", "MRSA"]),
                    " resistant to ", g.ch(["nitrofurantoin", "cephalexin", "trimethoprim", "doxycycline"]),
                    ". Called ", P(p.mobile, "PHONE"), ", ID verified by DOB ", P(g.num_date(p.dob), "DATE"),
                    ". New Rx sent to ", P(g.hospital("pharm"), "HOSPITAL"), "."]
        elif k == 1:
            body = [g.pname(p, style="full"), ": VM x2; result letter to ", g.address(p, "one_line"), "."]
        elif k == 2:
            body = [g.pname(p, style="last"), ": ", p.nok.rel, " ", P(p.nok.first, "FAMILY"),
                    " answered - pt at work (", P(p.employer, "ORGANIZATION"), "), will call back ",
                    P(g.phone(ext=True), "PHONE"), "."]
        elif k == 3:
            body = [g.pname(p, style="first_initial"), ": radiology overread ", g.ch(["subtle scaphoid fx",
                                                                                       "8 mm lung nodule", "no change"]),
                    "; ", "GP" if g.uk else "PCP", " ", P(g.hospital("clinic"), "HOSPITAL"), " faxed ", P(g.fax(), "FAX"), "."]
        elif k == 4:
            body = [g.pname(p, style="title"), ": secure message via ", P(g.url("/messages"), "URL"), " and e-mail ",
                    P(p.email, "EMAIL"), "."]
        else:
            body = [g.pname(p, style="initials"), ": ", g.ch(["Blood cx 1/2 CoNS - likely contaminant",
                                                              "GC positive - treat partner", "Strep A positive"]),
                    "; discussed with ", g.sname(g.staff("doc"), "dr_last"), ", ticket ", P(g.idnum("ticket"), "IDNUM"), "."]
        d.line(when, " ", *body)
    d.line("System: ", g.ch(["callback queue", "results in-basket", "ED follow-up worklist"]), " on ", P(g.ip(), "IPADDR"),
           "; SLA 72h met in %d/%d." % (n - g.r.randint(0, 2), n))


def registration_facesheet(g, d):
    day = g.visit_date()
    p = g.patient(visit=day)
    site = g.hospital("ed")
    reg = g.staff("clerk")
    hh, mm = g.rtime()
    if g.uk:
        d.line(P(site, "HOSPITAL"), " - ED Reception Booking-In")
        d.line("Attendance no: ", P(p.acct, "ACCOUNT"), "   Arrived: ", P(g.fdate(day), "DATE"), " ", g.ftime(hh, mm))
        d.nl()
        d.line("Surname:        ", P(p.last.upper(), "PATIENT"))
        d.line("Forename(s):    ", P(p.first + ((" " + p.mid) if p.mid else ""), "PATIENT"))
        d.line("Title:          ", g.title(p))
        d.line("DOB:            ", P(g.num_date(p.dob), "DATE"), "   Age: ", P(str(p.age), "AGE"))
        d.line("NHS number:     ", P(p.nhs, "HEALTHPLAN"), "   Verified via PDS: ", g.ch(["Y", "N"]))
        d.line("Hospital no:    ", P(p.mrn, "MRN"))
        d.line("Address:        ", g.address(p, "one_line"))
        d.line("Home tel:       ", P(p.phone, "PHONE"), "   Mobile: ", P(p.mobile, "PHONE"))
        if g.chance(0.6):
            d.line("Email:          ", P(p.email, "EMAIL"))
        gpd = g.staff("doc")
        d.line("Registered GP:  Dr ", P(gpd.first[0] + " " + gpd.last, "DOCTOR"), ", ", P(g.hospital("clinic"), "HOSPITAL"))
        d.line("NOK:            ", P(p.nok.first + " " + p.nok.last, "FAMILY"), " (", p.nok.rel, ") ", P(p.nok.phone, "PHONE"))
        d.line("Occupation:     ", g.prof(p, "field"))
        if g.chance(0.4) and p.age >= 16:
            d.line("NI number:      ", P(p.ssn, "SSN"), "   (RTA / injury claim)")
        if g.chance(0.45):
            cty = g.ch(PL.COUNTRIES)
            d.line("Overseas visitor: Y - resident in ", P(cty, "COUNTRY"), "; GHIC/EHIC ",
                   P(g.digits(20), "HEALTHPLAN"), "; OVM referral sent")
        else:
            d.line("Overseas visitor: N   Interpreter: ", g.ch(["none", g.ch(PL.LANGUAGES)]))
        if p.age < 17:
            d.line("School:         ", P(p.employer, "ORGANIZATION"), "   Social worker: ",
                   g.ch(["none known", "allocated"]))
        d.line("Arrival mode:   ", g.ch(["Ambulance", "Walk-in", "Police", "Brought by relative", "GP referral"]),
               "   Source: ", g.ch(["Self", "GP", "NHS 111", "Other ED"]))
        d.line("Booked in by:   ", P(reg.user, "USERNAME"), " at ", g.ch(["main reception", "paeds reception", "self check-in kiosk"]), " (",
               P(g.ip(), "IPADDR"), ")")
        return
    d.line(P(site, "HOSPITAL"), g.ch([" - ED REGISTRATION FACE SHEET", " Emergency Registration", " - Quick Reg / Full Reg"]))
    d.line("MRN: ", P(p.mrn, "MRN"), "    FIN/Acct: ", P(p.acct, "ACCOUNT"), "    Arrival: ", P(g.fdate(day), "DATE"),
           " ", g.ftime(hh, mm))
    d.nl()
    d.line("PATIENT")
    d.line("  Name: ", g.pname(p, style="LAST_FIRST"), "    Preferred name: ",
           P(p.nick, "PATIENT") if p.nick else "--")
    d.line("  DOB: ", P(g.num_date(p.dob), "DATE"), "  Age: ", P(str(p.age), "AGE"), "  Sex: ", p.sex,
           "  SSN: ", P(p.ssn, "SSN") if g.chance(0.85) else "refused")
    d.line("  Address: ", g.address(p, "one_line"))
    d.line("  Home: ", P(p.phone, "PHONE"), "  Cell: ", P(g.phone(), "PHONE"), "  Email: ", P(p.email, "EMAIL"))
    if g.chance(0.6):
        st = g.ch(PL.US_STATES)
        d.line("  Driver's license: ", P(g.dl(), "LICENSE"), " (", P(st[1], "STATE"), ")")
    if g.chance(0.5):
        d.line("  Country of birth: ", P(g.ch(PL.COUNTRIES), "COUNTRY"), "  Language: ", g.ch(PL.LANGUAGES),
               "  Interpreter: ", g.ch(["Y", "N"]))
    if g.chance(0.55):
        d.line("  Biometric ID (palm vein): ", P(g.bioid("palm"), "BIOID"), g.ch(["  enrolled", "  matched", "  re-enrolled"]))
    d.line("EMPLOYMENT" if p.age >= 18 else "SCHOOL / GUARDIAN")
    if p.age < 18:
        d.line("  School: ", P(p.employer, "ORGANIZATION"), "  Grade: ", str(max(1, p.age - 5)),
               "  Guarantor: ", P(p.nok.first + " " + p.nok.last, "FAMILY"), " (", p.nok.rel, ")")
    elif p.retired:
        d.line("  Employment status: Retired  Former occupation: ", P(p.profession, "PROFESSION"),
               "  Former employer: ", P(p.employer, "ORGANIZATION") if g.chance(0.5) else "--")
    else:
        d.line("  Employer: ", P(p.employer, "ORGANIZATION"), "  Occupation: ", P(p.profession, "PROFESSION"),
               "  Work ph: ", P(g.phone(ext=True), "PHONE"))
    d.line("EMERGENCY CONTACT")
    d.line("  ", P(p.nok.first + " " + p.nok.last, "FAMILY"), " (", p.nok.rel, ")  ", P(p.nok.phone, "PHONE"))
    d.line("INSURANCE")
    if p.age < 18:
        sub = g.family(g.ch(["mother", "father"]), p.last)
    else:
        sub = p if g.chance(0.6) else g.family(g.ch(["husband", "wife"] if p.age > 26 else ["mother", "father"]), p.last)
    d.line("  Primary: ", P(g.ch(PL.INSURERS_US), "ORGANIZATION"), "  Member ID: ", P(g.healthplan(), "HEALTHPLAN"),
           "  Group: ", P(g.group(), "HEALTHPLAN"))
    if sub is p:
        d.line("  Subscriber: self")
    else:
        d.line("  Subscriber: ", P(sub.first + " " + sub.last, "FAMILY"), " (", sub.rel, ")  DOB ",
               P(g.num_date(g.dob_for(g.r.randint(25, 70), day)), "DATE"))
    if g.chance(0.4):
        if p.age >= 65 or g.chance(0.2):
            d.line("  Secondary: Medicare MBI ", P(g.healthplan("mbi"), "HEALTHPLAN"))
        else:
            d.line("  Secondary: Medicaid ", P(g.healthplan("medicaid"), "HEALTHPLAN"), g.ch(["", " (pending)", " (verified)"]))
    d.line("PCP: Dr. ", P(g.ch(PL.SURNAMES), "DOCTOR"), ", ", P(g.hospital("clinic"), "HOSPITAL"), "  ", P(g.phone(), "PHONE"))
    d.line("Portal invite sent: ", P(g.url("/mychart/signup"), "URL"))
    d.line("Consent to treat signed ", P(g.fdate(day, "md" if g.chance(0.5) else "mdY"), "DATE"), "; NPP acknowledged; ",
           "Registered by ", P(reg.user, "USERNAME"), " (", g.sname(reg, "full_cred"), ") ws ", P(g.ip(), "IPADDR"))

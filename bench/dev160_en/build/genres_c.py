"""Genres: left-without-being-seen log, mental health hold log, ED discharge instructions."""
import datetime as dtm

from core import P, emit_table
import clin as C
import pools as PL
from genres_a import loc_cell


def lwbs_log(g, d):
    day = g.visit_date()
    site = g.hospital("ed")
    n = g.r.randint(4, 10)
    clerks = [g.staff("nurse"), g.staff("clerk")]
    if g.uk:
        d.line(g.ch(["DID NOT WAIT (DNW) LIST", "Left before treatment - daily list", "DNW / self-discharge log"]),
               " - ", P(site, "HOSPITAL"))
        d.line("For: ", P(g.fdate(day), "DATE"), "   Reviewed by: ", g.sname(g.staff("doc"), "dr_full"))
    else:
        d.line(g.ch(["LWBS / LEFT AMA LOG", "Left Without Being Seen - callback list", "LWBS TRACKING"]), " - ",
               P(site, "HOSPITAL"))
        d.line("Week of ", P(g.fdate(day), "DATE"), "   Owner: ", g.sname(clerks[0], "full_cred"))
    d.nl()
    pts = [g.patient(visit=day) for _ in range(n)]
    rows = []
    for p in pts:
        ad = day + dtm.timedelta(days=g.r.randint(0, 6)) if not g.uk else day
        who = g.ch(clerks)
        if g.uk:
            rows.append([g.pname(p, style=g.ch(["LAST_FIRST", "last_first"])), [P(p.mrn, "MRN")], [P(p.nhs, "HEALTHPLAN")],
                         [P(str(p.age), "AGE")], [g.ftime(*g.rtime(), style="hm")], [C.acuity(g)],
                         [g.ftime(*g.rtime(), style="hm")], ["Y - U18" if p.age < 18 else g.ch(["N", "N", "N", "Y - vulnerable adult", "Y - CP-IS flag"])],
                         [g.ch(["GP letter", "phoned - no answer", "phoned - well", "recalled", "police welfare check",
                                "SMS sent"])], [P(who.user, "USERNAME")]])
        else:
            rows.append([[P(g.short_date(ad), "DATE")], g.pname(p, style=g.ch(["LAST_FIRST", "last_first", "board"])),
                         [P(p.mrn, "MRN")], [P(g.num_date(p.dob), "DATE")], [g.ftime(*g.rtime(), style="hm")],
                         [C.acuity(g)], [P(p.mobile, "PHONE")], [str(g.r.randint(0, 3))],
                         [g.ch(["VM left", "reached - f/u PCP", "returned to ED", "letter mailed", "wrong number",
                                "reached - declines", "no answer x2"])], [P(who.user, "USERNAME")]])
    if g.uk:
        header = ["Name", "Hosp No", "NHS No", "Age", "Arr", "Triage", "Left", "Safeguarding", "Action", "User"]
    else:
        header = ["Date", "Patient", "MRN", "DOB", "Arr", "ESI", "Callback #", "Att", "Outcome", "By"]
    emit_table(d, header, rows, g.ch(["space", "pipe", "csv", "md"]))
    d.nl()
    d.line(g.ch(["Callback notes:", "Follow-up detail:", "Comments:"]))
    for p in g.r.sample(pts, min(len(pts), g.r.randint(2, 4))):
        when = [P(g.short_date(day + dtm.timedelta(days=g.r.randint(0, 2))), "DATE"), " ",
                g.ftime(g.r.randint(8, 20), g.r.randint(0, 59), style="hhmm")]
        k = g.r.randint(0, 6)
        if k == 0:
            line = [" - ", g.pname(p, style="title"), ": called ", P(p.mobile, "PHONE"), ", ",
                    g.ch(["no answer", "VM full", "spoke to pt"]), "; letter to ", g.address(p, "one_line"), "."]
        elif k == 1:
            line = [" - ", g.pname(p, style="last"), ": ", p.nok.rel, " ", P(p.nok.first, "FAMILY"),
                    " answered, pt at ", P(g.hospital("ed"), "HOSPITAL"), " instead."]
        elif k == 2:
            line = [" - ", g.pname(p, style="first_initial"), ": ", C.labs(g), " abnormal - recalled per ",
                    g.sname(g.staff("doc"), "dr_last"), "; portal msg via ", P(g.url("/messages"), "URL"), "."]
        elif k == 3:
            line = [" - ", g.pname(p, style="title"), ": security saw pt leave in ", g.ch(["grey", "red", "black", "white"]),
                    " ", g.ch(["Honda", "Ford", "Vauxhall", "Toyota", "Kia"]), ", plate ", P(g.plate(), "VEHICLE"),
                    "; ", g.ch(["police informed", "no further action", "welfare check requested"]), "."]
        elif k == 4:
            if g.uk:
                line = [" - ", g.pname(p, style="full"), " (", P(str(p.age), "AGE"), "): U18 DNW - safeguarding ref ",
                        P(g.idnum("safeg"), "IDNUM"), ", school nurse at ", P(p.employer, "ORGANIZATION"),
                        " informed."]
            else:
                line = [" - ", g.pname(p, style="full"), ": left AMA after IV removed, AMA form signed, witness ",
                        g.sname(g.staff("nurse"), "full_cred"), "."]
        elif k == 5:
            line = [" - ", g.pname(p, style="last"), ": emailed ", P(p.email, "EMAIL"), " with ", g.ch([
                "return advice", "results", "clinic number"]), "."]
        else:
            line = [" - ", g.pname(p, style="title"), ": GP surgery " if g.uk else ": PCP office ",
                    P(g.hospital("clinic"), "HOSPITAL"),
                    " notified, fax ", P(g.fax(), "FAX"), "."]
        d.line(when, *line)
    d.line(("DNW rate" if g.uk else "LWBS rate") + " this period: %.1f%% (target < %d%%). %s" % (
        g.r.uniform(1.2, 9.5), g.ch([2, 3, 5]), g.ch(["Median door-to-doc 74 min.", "WR max 41.", "Fast-track closed 02:00-08:00."])))


def mh_hold_log(g, d):
    day = g.visit_date()
    site = g.hospital("ed")
    n = g.r.randint(2, 5)
    if g.uk:
        d.line(g.ch(["MENTAL HEALTH ACT / S136 LOG", "Place of Safety register (S136)", "ED mental health breach & MHA log"]),
               " - ", P(site, "HOSPITAL"))
    else:
        d.line(g.ch(["PSYCHIATRIC HOLD LOG", "Involuntary hold register (5150/5250)", "Emergency detention log",
                     "Baker Act / Marchman log"]), " - ", P(site, "HOSPITAL"))
    d.line("Log opened ", P(g.fdate(day), "DATE"), "; maintained by ", g.sname(g.staff("nurse"), "full_cred"))
    d.nl()
    for i in range(n):
        p = g.patient(age_lo=14, age_hi=80, visit=day)
        st = day - dtm.timedelta(days=g.r.randint(0, 2))
        hh, mm = g.rtime()
        d.line("#%d  " % (i + 1), g.pname(p, style=g.ch(["LAST_FIRST", "last_first", "full"])), "  ",
               "Hosp No " if g.uk else "MRN ", P(p.mrn, "MRN"), "  DOB ", P(g.num_date(p.dob), "DATE"),
               " (", P(str(p.age), "AGE"), ")  ", loc_cell(g, g.ch(["Rm", "Safe room", "HBPoS", "Room", "Psych bay"]), bare=False))
        off = g.family()
        off2 = g.family()
        if g.uk:
            d.line("    S136 arrived ", P(g.fdate(st), "DATE"), " ", g.ftime(hh, mm), " with PC ", P(off.last, "FAMILY"),
                   " (collar ", P(g.idnum("badge"), "IDNUM"), ") and PC ", P(off2.first + " " + off2.last, "FAMILY"),
                   "; detained at ", P(g.landmark(), "LOCATION_OTHER"), ".")
            ext = ["; 12h extension authorised by Dr ", P(g.ch(PL.SURNAMES), "DOCTOR")] if g.chance(0.4) else []
            d.line("    24h expires ", P(g.fdate(st + dtm.timedelta(days=1)), "DATE"), " ", g.ftime(hh, mm), ext)
            amhp = g.staff("nurse")
            d.line("    AMHP: ", g.sname(amhp, "full"), " (", P(g.mobile(), "PHONE"), ");  S12 doctor: ",
                   g.sname(g.staff("doc"), "dr_full"), ";  RMN 1:1: ", g.sname(g.staff("nurse"), "first"))
            oc = g.ch(["detained S2", "detained S3", "informal admission", "discharged with CRHTT f/u",
                       "awaiting bed - 12h breach", "S136 discharged - no MHA needed"])
            if "discharged" in oc:
                d.line("    Outcome: ", oc, "; GP ", P(g.hospital("clinic"), "HOSPITAL"), " informed.")
            else:
                d.line("    Outcome: ", oc, g.ch([", bed at ", ", bed requested on "]),
                       P(g.hospital("ward"), "HOSPITAL"), ", ", P(g.hospital("psych"), "HOSPITAL"), ".")
        else:
            hold = g.ch(["5150 (DTS)", "5150 (DTO)", "5150 (GD)", "Baker Act", "emergency detention", "5250 cert", "Marchman Act"])
            d.line("    Hold: ", hold, " initiated ", P(g.fdate(st), "DATE"), " ", g.ftime(hh, mm), " by Officer ",
                   P(off.first + " " + off.last, "FAMILY"), ", badge ", P(g.idnum("badge"), "IDNUM"),
                   "; form # ", P(g.idnum("form"), "IDNUM"))
            d.line("    Expires: ", P(g.fdate(st + dtm.timedelta(days=3)), "DATE"), " ", g.ftime(hh, mm),
                   "   Sitter: ", g.sname(g.staff("nurse"), g.ch(["full_cred", "first_last_init"])), " 1:1")
            d.line("    Psych eval: ", g.sname(g.staff("doc"), "dr_last"), g.ch([" (tele-psych) ", " ", " (CL psych) "]),
                   P(g.short_date(st + dtm.timedelta(days=g.r.randint(0, 1))), "DATE"), " ",
                   g.ftime(*g.rtime(), style="hm"), " - ", g.ch(["meets criteria", "does not meet criteria, hold rescinded",
                                                                 "voluntary, signed in", "continue hold"]))
            bs = g.hospital("psych")
            d.line("    Bed search: ", P(bs, "HOSPITAL"), " (", g.ch(["declined - no beds", "declined - acuity", "pending",
                                                                   "accepted"]), "), fax ", P(g.fax(), "FAX"),
                   "; ", P(g.hospital("psych"), "HOSPITAL"), " ph ", P(g.phone(), "PHONE"))
        k = g.r.randint(0, 5)
        if k == 0:
            d.line("    Belongings: bag ", P(g.idnum("bag"), "IDNUM"), "; phone IMEI ", P(g.device_sn("phone"), "DEVICE"),
                   " locked in security.")
        elif k == 1:
            d.line("    Contact: ", p.nok.rel, " ", P(p.nok.first + " " + p.nok.last, "FAMILY"), " ",
                   P(p.nok.phone, "PHONE"), g.ch(["; consent to share given", "; pt declines contact", ""]))
        elif k == 2:
            d.line("    ID confirmed by ", g.ch(["police", "custody"]), " fingerprint ref ", P(g.bioid("fp"), "BIOID"),
                   "; no fixed abode, last at ", P(g.ch(PL.SHELTERS), "ORGANIZATION"), ".")
        elif k == 3:
            d.line("    Medications: ", g.ch(["lorazepam 1 mg PO", "haloperidol 5 mg IM", "olanzapine 10 mg PO",
                                              "diphenhydramine 50 mg IM", "promethazine 25 mg PO", "nicotine patch 21 mg"]),
                   " at ", g.ftime(*g.rtime(), style="hm"), " (",
                   g.ch(["agitation", "refused PO", "per psych"]), "). ", C.lookalike(g), ".")
        elif k == 4 and p.age < 18:
            d.line("    Parent/carer ", P(p.nok.first + " " + p.nok.last, "FAMILY"), " (", p.nok.rel, ") ", P(p.nok.phone, "PHONE"),
                   "; school ", P(p.employer, "ORGANIZATION"), " safeguarding lead informed.")
        elif k == 4:
            d.line("    ", g.prof(p, "Works"), "; ", "former employer " if p.retired else "employer ", P(p.employer, "ORGANIZATION"),
                   " not to be contacted per pt.")
        else:
            if g.chance(0.3):
                d.line("    Arrived from ", P(g.ch(PL.COUNTRIES), "COUNTRY"), " ", g.ch(["3 weeks ago", "last month", "in 2019"]),
                       "; ", g.ch(PL.LANGUAGES), " interpreter booked.")
            else:
                d.line("    Lives at ", g.address(p, "one_line"), "; ", g.ch(["lives alone", "with parents", "with partner"]), ".")
        d.line("    Hours in ED: %d. %s" % (g.r.randint(3, 96), g.ch(["C-SSRS high.", "BAL 0.19 on arrival.",
                                                                    "Medically cleared 06:40.", "Restraint x0.",
                                                                    "Seclusion 0 min.", "Q15 checks."])))
        d.nl()
    d.line("Hold totals this log: %d. Median boarding %dh. Escalations to %s." % (
        n, g.r.randint(6, 60), g.ch(["CMO", "medical director", "crisis team", "Approved Clinician"])))


ADVICE = [
    (("sprain", "fracture", "contusion", "back pain", "costochondritis"),
     ["Rest, ice, compression and elevation (RICE) for 48 hours.", "Use the splint/sling until your clinic review.",
      "Take regular pain relief for the first 3 days."]),
    (("laceration", "bite", "burn", "abrasion", "cellulitis"),
     ["Keep the wound clean and dry for 48 hours; stitches out in 7-10 days.",
      "Watch for spreading redness, pus or fever.", "Finish the whole course of antibiotics."]),
    (("gastroenteritis", "uri", "urinary", "pneumonia", "otitis", "colic"),
     ["Drink plenty of fluids and rest.", "Take the antibiotics until they are finished.",
      "Use paracetamol/acetaminophen for fever."]),
    (("asthma", "copd", "allergic"),
     ["Use your inhaler as directed below.", "Avoid known triggers.", "Carry your epinephrine auto-injector."]),
    (("syncope", "concussion", "migraine", "vertigo", "hypoglyc", "intoxication", "anxiety"),
     ["Avoid driving until you are seen again.", "Do not stay alone tonight; have an adult with you.",
      "Rise slowly from lying or sitting."]),
]


def advice_for(g, dx):
    low = dx.lower()
    for keys, lines in ADVICE:
        if any(k in low for k in keys):
            return g.ch(lines)
    return g.ch(["Rest and follow the advice in this leaflet.", "Return if your symptoms come back or get worse."])


def discharge_instructions(g, d):
    day = g.visit_date()
    p = g.patient(visit=day)
    site = g.hospital("ed")
    doc, app, rn = g.staff("doc"), g.staff("app"), g.staff("nurse")
    dx = g.ch(PL.DIAGNOSES)
    fu = day + dtm.timedelta(days=g.r.randint(1, 14))
    if g.uk and g.chance(0.6):
        gp_doc = g.staff("doc")
        gp = g.hospital("clinic")
        gpa = g.patient()
        d.line(P(site, "HOSPITAL"), " - Emergency Department")
        d.line("ED DISCHARGE SUMMARY TO GP")
        d.nl()
        d.line("To: Dr ", P(gp_doc.first[0] + " " + gp_doc.last, "DOCTOR"), ", ", P(gp, "HOSPITAL"))
        d.line("    ", P(gpa.street, "STREET"), ", ", P(gpa.city, "CITY"), " ", P(gpa.zip, "ZIP"))
        fx = ["   Fax: ", P(g.fax(), "FAX")] if g.chance(0.5) else []
        d.line("    Secure email: ", P(g.email("", "", dept=True), "EMAIL"), fx)
        d.nl()
        d.line("Re: ", g.pname(p, style="LAST_FIRST"), "   DOB ", P(g.num_date(p.dob), "DATE"), "   NHS No ",
               P(p.nhs, "HEALTHPLAN"))
        d.line("    ", g.address(p, "one_line"))
        d.line("Attended: ", P(g.fdate(day), "DATE"), " ", g.ftime(*g.rtime()), "   Attendance no ", P(p.acct, "ACCOUNT"))
        d.nl()
        d.line("Presenting complaint: ", C.complaint(g))
        d.line("Diagnosis: ", dx)
        d.line("Investigations: ", C.labs(g), "; ", C.labs(g), "; ", g.ch(["XR - no fracture", "CT head - NAD", "ECG - SR",
                                                                          "USS - no DVT"]), ".")
        d.line("Treatment: ", C.meds(g, 2), ".")
        d.line("TTO: ", g.ch(PL.UK_DRUG_TTO), ".")
        d.line("Follow-up: ", g.ch(["fracture clinic", "GP review", "ambulatory care", "eye casualty", "ENT clinic"]), " on ",
               P(g.fdate(fu), "DATE"), g.ch([" (booked)", " - patient to phone ", ""]))
        d.line("Actions for GP: ", g.ch(["repeat U&E in 1 week", "please review BP", "none", "consider referral to falls service"]),
               ".")
        d.line("Advice given: ", g.ch(["head injury leaflet", "wound care sheet", "sepsis safety-net"]), " - also online at ",
               P(g.url(), "URL"), ".")
        d.nl()
        d.line("Clinician: ", g.sname(doc, "dr_full"), ", ", g.ch(["ST4 EM", "Consultant in EM", "FY2", "Clinical Fellow"]),
               "   GMC ", P(g.prof_license("doc"), "LICENSE"))
        d.line("Dictated ", P(g.fdate(day, "dmY"), "DATE"), "; typed by ", P(g.staff("clerk").ini.lower(), "DOCTOR"))
        return
    d.line(P(site, "HOSPITAL"), g.ch([" Emergency Department", " - ED", " Emergency Services"]))
    d.line(g.ch(["DISCHARGE INSTRUCTIONS", "Your Emergency Department Visit", "After Visit Summary", "Patient Instructions"]))
    d.nl()
    d.line("Patient: ", g.pname(p, style="full"), "    DOB: ", P(g.num_date(p.dob), "DATE"))
    d.line("Visit date: ", P(g.fdate(day), "DATE"), "    ", "Visit #: " if g.chance(0.5) else "Acct: ", P(p.acct, "ACCOUNT"))
    d.line("You were seen by: ", g.sname(doc, "dr_full"), " and ", g.sname(app, "full_cred"))
    d.nl()
    d.line("Dear ", g.pname(p, style=g.ch(["first", "title"])), ",")
    d.line("Today you were treated for: ", dx, ". ", advice_for(g, dx))
    d.line("Your tests today: ", C.labs(g), "; ", C.labs(g), ".")
    d.nl()
    d.line("MEDICATIONS" if g.chance(0.5) else "New prescriptions:")
    pres = g.staff("doc")
    for _ in range(g.r.randint(1, 3)):
        d.line("  * ", g.ch(PL.US_DRUG_RX if not g.uk else PL.UK_DRUG_TTO))
    if not g.uk:
        d.line("  Prescriber: ", g.sname(pres, "full_cred"), "  DEA ", P(g.dea(pres.last), "LICENSE"),
               "  NPI ", P(g.npi(), "LICENSE"))
        d.line("  Sent to: ", P(g.hospital("pharm"), "HOSPITAL"), ", ", P(g.phone(), "PHONE"), "  Rx # ",
               P(g.idnum("rx"), "IDNUM"))
    d.nl()
    d.line("FOLLOW-UP" if g.chance(0.5) else "Please follow up with:")
    fdoc = g.staff("doc")
    clinic = g.hospital("clinic")
    cpa = g.patient()
    d.line("  Dr ", P(fdoc.first + " " + fdoc.last, "DOCTOR"), ", ", P(clinic, "HOSPITAL"))
    d.line("  ", g.address(cpa, "one_line"))
    d.line("  Phone: ", P(g.phone(), "PHONE"), "   Fax: ", P(g.fax(), "FAX"))
    if g.chance(0.3):
        d.line("  When: ", g.ch(["within 2-3 days", "in 1 week", "in 5-7 days"]), "; the clinic is closed on ",
               P(g.ch(["Thanksgiving", "Christmas Day", "New Year's Day", "Memorial Day", "Labor Day", "July 4th"]
                      if not g.uk else ["Boxing Day", "Christmas Day", "Easter Monday", "New Year's Day"]), "DATE"), ", call from ", P(g.ch(["Tuesday", "Monday", "Wednesday"]), "DATE"),
               ".")
    else:
        appt = [" at " + g.ftime(g.r.randint(8, 16), g.ch([0, 15, 20, 30, 40, 45]), style="ampm" if not g.uk else "hm")]
        d.line("  When: ", g.ch(["on ", "appointment booked for ", "Appt: "]), P(g.fdate(fu), "DATE"),
               appt if g.chance(0.7) else "")
    d.nl()
    d.line("RETURN TO THE EMERGENCY DEPARTMENT OR CALL ", "911" if not g.uk else "999",
           " IF: chest pain, trouble breathing, fainting, fever over ",
           "100.4F" if not g.uk else "38C", ", or any new or worsening symptoms.")
    if g.chance(0.6) and not p.retired:
        emp = p.employer
        ws = "school" if p.employer in PL.SCHOOLS and p.profession == "student" else g.ch(["work", "light duty"])
        d.line("Work / school note: ", g.pname(p, style="first"), " may return to ", ws,
               " at ", P(emp, "ORGANIZATION"), " on ", P(g.fdate(fu), "DATE"), ".")
    if g.chance(0.4):
        d.line("Interpreter used: ", g.ch(PL.LANGUAGES), ", interpreter ID ", P(g.idnum("staff"), "IDNUM"), ".")
    d.line("View your results online at ", P(g.url(), "URL"), " or call the nurse advice line ",
           P(g.phone(), "PHONE"), " (24/7).")
    if g.chance(0.4):
        d.line("Billing questions: ", P(g.phone(ext=True), "PHONE"), " or ", P(g.email("", "", dept=True), "EMAIL"), ".")
    d.nl()
    d.line("I have received and understand these instructions.")
    sig = g.pname(p, style="full") if g.chance(0.6) else [g.ch(["mother", "father", "wife", "husband", "daughter"]), " ",
                                                          P(p.nok.first + " " + p.nok.last, "FAMILY")]
    d.line("Patient/representative: ", sig, "   Date: ", P(g.fdate(day), "DATE"))
    d.line(g.ch(["Discharged by: ", "Discharging nurse: ", "Reviewed with patient by: "]),
           g.sname(rn, g.ch(["full_cred", "last_cred"])), "   Time: ", g.ftime(*g.rtime()))

"""Genres: complication/incident report, telephone log, waiting list validation, EHR audit extract (own)."""
import clin
import phi
import places
import pools
from phi import pad

INCIDENTS = ["wrong_iol", "pcr", "endoph", "fall", "faint", "drug", "biometry_mix", "equipment", "tass", "id_nearmiss"]


def incident(c, n):
    r = c.rng
    kind = r.choice(INCIDENTS)
    us = c.cc in ("US", "CA")
    ref = (phi.idnum(r, "incident"), "IDNUM")
    when = c.t_op
    n.w(r.choice(["INCIDENT REPORT", "Patient Safety Incident Report", "Complication / Adverse Event Report", "Safety event (Datix)"]),
        "   Ref: ", ref, "\n")
    rep = r.choice(["nurse", "reg", "nurse2"])
    n.w("Reported: ", c.D(when), " ", clin.time(r, 9, 19), " by ", c.Dr(rep, "fl"), ", ",
        r.choice(pools.NURSE_ROLES[:9] if rep != "reg" else ["Ophthalmology Registrar", "Resident", "Fellow"]),
        " (user ", c.user(rep), ")\n")
    n.w("Incident date: ", c.D(when), "   Time: ", clin.time(r, 8, 17), "\n")
    loc = r.choice(["Theatre ", "Anaesthetic room ", "Recovery bay ", "Waiting area, chair "])
    if kind == "fall":
        n.w("Location: ", c.H(), ", staff car park level ", (str(r.randrange(1, 4)), "LOCATION_OTHER"), ", bay ",
            (str(r.randrange(10, 240)), "LOCATION_OTHER"), "\n")
    else:
        n.w("Location: ", c.H(), ", ", loc, (str(r.randrange(1, 12)), "LOCATION_OTHER"), "\n")
    n.w("Patient: ", c.P("LF"), "   DOB ", c.DOB(), "   ", c.ids_line(), "\n")
    n.w("Category: ", {"wrong_iol": "Implant - wrong power IOL", "pcr": "Surgical complication - PCR/vitreous loss",
                       "endoph": "Infection - suspected endophthalmitis", "fall": "Slip/trip/fall", "faint": "Vasovagal / collapse",
                       "drug": "Medication - intracameral antibiotic", "biometry_mix": "Patient identification - biometry",
                       "equipment": "Medical device / equipment failure", "tass": "TASS cluster", "id_nearmiss": "Wrong site - near miss"}[kind], "\n\n")
    n.w("Description:\n")
    if kind == "wrong_iol":
        p1 = r.randrange(34, 50) / 2
        n.w(f"Planned {r.choice(clin.IOL_MODELS)[0]} +{p1:.1f} D per biometry. Lens opened was +{p1 + r.choice([1, 1.5, -1, 10]):.1f} D "
            "(transcription error on list; 2-person check not completed at time-out). Identified at post-op refraction ",
            c.D(c.t_po), f" (refraction {clin.refraction(r)}). Lens exchange listed ", c.D(c.t_op2), ".\n")
        n.w("IOL serial (implanted): ", (phi.device_serial(r), "DEVICE"), "; planned lens serial ", (phi.device_serial(r), "DEVICE"), " returned to stock.\n")
    elif kind == "pcr":
        n.w("PC rupture during quadrant removal (", r.choice(["dense NO5 nucleus", "PXF, weak zonules", "posterior polar cataract"]),
            "). Anterior vitrectomy, sulcus 3-piece IOL. Nucleus fragment ", r.choice(["dropped - VR referral", "retrieved"]), ".\n")
        if r.random() < 0.6:
            n.w("Referred to VR service at ", (c.hosp2, "HOSPITAL"), " - seen ", c.D(phi.add_days(when, r.randrange(1, 8))), " by ",
                r.choice(["Mr ", "Dr ", "Ms "]), phi.N(phi.new_person(r, pools), "l", "DOCTOR"), ".\n")
    elif kind == "endoph":
        n.w(f"Presented day {r.randrange(2, 8)} with pain, VA {clin.va(r, c.cc, 'poor')}, hypopyon {r.choice(['1', '2', '3'])} mm. "
            "Vitreous tap + intravitreal vancomycin/ceftazidime. Microbiology lab no. ", (phi.idnum(r, "case"), "IDNUM"), ".\n")
        n.w("Cefuroxime batch recorded (", f"{phi.letters(r, 1)}{phi.digits(r, 5)}", ", Aprokam) - pharmacy notified; other patients from same batch traced.\n")
    elif kind == "fall":
        v = (phi.vehicle(r, c.cc), "VEHICLE")
        n.w("Patient tripped on kerb returning to ", c.fam_rel, "'s car (reg ", v, ") with eye shield on, ", r.choice(["graze L knee", "no injury"]),
            ". Assisted by porter ", phi.N(phi.new_person(r, pools), "f", "DOCTOR"), ". ", c.F("fl"), " (", c.fam_rel, ") present.\n")
    elif kind == "faint":
        n.w("Vasovagal episode after sub-Tenon's block; BP ", clin.bp(r), ", BM ", f"{r.randrange(40, 90) / 10:.1f}",
            ". Recovered in 5 min, surgery proceeded. Relative ", c.F("f"), " informed on ", (c.fam_phone, "PHONE"), ".\n")
    elif kind == "drug":
        n.w("Intracameral cefuroxime prepared from 750 mg vial instead of Aprokam 1 mg; dilution checked by 2nd nurse - ",
            r.choice(["near miss, not given", "correct dose confirmed, given"]), ".\n")
        n.w("CD/drug cabinet access: ", c.Dr("nurse", "il"), " (fingerprint ID ", c.bio("nurse"), "), witness ",
            c.Dr("nurse2", "il"), " (fingerprint ID ", c.bio("nurse2"), ").\n")
    elif kind == "biometry_mix":
        o = phi.new_person(r, pools)
        o.last = c.pt.last if r.random() < 0.6 else o.last
        n.w("Biometry printout for ", phi.N(o, "fl", "PATIENT"), " (", (phi.mrn(r, c.cc), "MRN"), ") filed in notes of ", c.P("fl"),
            " - same surname, same list. Detected at sign-in by ", c.Dr("nurse2", "fl"), ". Correct scan ", (phi.idnum(r, "scan"), "IDNUM"),
            " retrieved from FORUM (", (phi.ip(r), "IPADDR"), ").\n")
    elif kind == "equipment":
        n.w(r.choice(clin.PHACO), " console (SN ", (phi.device_serial(r, "machine"), "DEVICE"),
            ") fluidics error mid-case; surgery completed on backup console SN ", (phi.device_serial(r, "machine"), "DEVICE"),
            ". Engineer job no. ", (phi.idnum(r, "order"), "IDNUM"), ".\n")
    elif kind == "tass":
        n.w(f"3 patients on {c.surg_title} ", c.S("l"), "'s list with diffuse corneal oedema day 1 (limbus-to-limbus). Other patients: ")
        for i in range(2):
            o = phi.new_person(r, pools)
            n.w(phi.N(o, "LF", "PATIENT"), " (", (phi.mrn(r, c.cc), "MRN"), ")", "; " if i == 0 else ".\n")
        n.w("Instrument set tracking no. ", (phi.idnum(r, "case"), "IDNUM"), " quarantined; CSSD informed.\n")
    else:
        n.w("Consent form listed LEFT, biometry and list RIGHT. Identified at sign-in; consultant re-consented patient. No harm.\n")
    if r.random() < 0.5 and kind in ("wrong_iol", "equipment", "pcr"):
        reg = {"GB": "MHRA Yellow Card", "US": "FDA MedWatch", "CA": "Health Canada MDPR", "AU": "TGA IRIS", "NZ": "Medsafe",
               "IE": "HPRA"}[c.cc]
        n.w("External report: ", reg, " ref ", (phi.idnum(r, "ref"), "IDNUM"), " submitted by ", c.Dr("clerk", "il"), ".\n")
    n.w("\nTimeline:\n")
    t0 = r.randrange(8 * 60, 15 * 60)
    steps = ["patient arrived/sign-in", "time-out completed", "event recognised", "consultant informed", "patient informed",
             "bed manager contacted", "form completed"]
    for step in [steps[j] for j in sorted(r.sample(range(len(steps)), 3))]:
        n.w(f"  {t0 // 60:02d}:{t0 % 60:02d}  {step}\n")
        t0 += r.randrange(5, 50)
    n.w("Contributing factors: ", ", ".join(r.sample(["list overrun", "agency scrub nurse", "similar names on list", "two lens boxes on trolley",
                                                     "biometry printout not in notes", "new phaco tubing pack", "interruptions during count",
                                                     "patient anxious/hard of hearing", "poor lighting in car park"], 2)), ".\n")
    n.w("\nImmediate action: ", r.choice(["patient informed, apology given", "senior review", "escalated to theatre manager"]), ".")
    if r.random() < 0.5:
        n.w(" Pt ", c.P(r.choice(["ii", "II"])), " ", r.choice(["reassured", "accepted explanation", "asked for written summary"]), ".")
    n.w("\n")
    n.w("Actions: 1) ", r.choice(["re-audit lens check", "add 2nd signature to IOL box label", "teaching at governance meeting",
                                   "update LocSSIP"]), " - owner ", c.Dr("surgeon" if r.random() < 0.5 else "nurse", "il"), ", due ",
        c.D(phi.add_days(when, r.randrange(20, 60))), "; 2) ", r.choice(["share learning", "email all staff", "review signage"]),
        " - owner ", c.Dr("clerk", "il"), "\n")
    harm = r.choice(["No harm", "Low harm", "Moderate harm", "Near miss"])
    n.w("Harm level: ", harm, "\n")
    if harm in ("Low harm", "Moderate harm"):
        n.w("Duty of candour: verbal ", c.D(phi.add_days(when, r.randrange(0, 3))), " with patient")
        if r.random() < 0.5:
            n.w(" and " + c.fam_rel + " ", c.F("fl"))
        n.w("; letter sent ", c.D(phi.add_days(when, r.randrange(4, 12))), " to ", c.A_line(), ".\n")
    if r.random() < 0.5:
        n.w("Staff involved: ", c.S("il"), " (surgeon), ", c.Dr("nurse", "il"), " (scrub), ", c.Dr("anaes", "il"), " (anaes)\n")
    if r.random() < 0.35 and kind != "drug":
        n.w("Theatre access log: ", c.Dr("nurse2", "fl"), " badge + fingerprint ", c.bio("nurse2"), " at ", clin.time(r), "\n")
    if r.random() < 0.4:
        c.footer(n, rep, when)
    n.w("Reviewer: ", c.Dr("clerk", "fl"), ", ", r.choice(["Theatre Manager", "Governance Lead", "Patient Safety Officer"]), " - ",
        c.D(phi.add_days(when, r.randrange(3, 21))), "  (", (phi.email(r, c.clerk), "EMAIL"), ")\n")


QUERIES = ["tablets", "arrival", "drops", "redeye", "fly", "cancel", "address", "employer", "card", "transport", "parking", "result"]


def phone_log(c, n):
    r = c.rng
    n.w(r.choice(["PATIENT INFORMATION LINE - TELEPHONE LOG", "Cataract helpline - call log", "Telephone encounters",
                  "EYE UNIT ADVICE LINE"]), " (", c.H(), ")\n")
    n.w("Line: ", (phi.phone_ext(r, c.cc) if r.random() < 0.5 else c.hosp_phone, "PHONE"), r.choice(["  Mon-Fri 08:00-18:00", "", "  (voicemail after 17:00)"]), "\n")
    n.w("=" * 60 + "\n")
    d = c.t_pre
    for i in range(r.randrange(3, 6)):
        d = phi.add_days(d, r.randrange(1, 12))
        if i == 0 or r.random() < 0.35:
            p, dob, m, tel = c.pt, c.dob, c.mrn, c.home
        else:
            p = phi.new_person(r, pools)
            dob = phi.add_days(d, -r.randrange(55 * 365, 92 * 365))
            m, tel = phi.mrn(r, c.cc), phi.phone(r, c.cc, r.choice(["land", "mob"]))
        staff = r.choice(["nurse", "nurse2", "clerk"])
        n.w(c.D(d), " ", clin.time(r, 8, 18), "  Taken by: ", c.Dr(staff, r.choice(["fl", "il", "f"])), "\n")
        caller_fam = r.random() < 0.4
        if caller_fam:
            fp = phi.new_person(r, pools)
            fp.last = p.last if r.random() < 0.6 else fp.last
            relw = r.choice(["daughter", "wife", "carer", "neighbour", "sister"] if fp.sex == "F" else ["son", "husband", "carer", "neighbour", "brother"])
            n.w("Caller: ", relw, " ", phi.N(fp, r.choice(["fl", "f"]), "FAMILY"),
                "  tel ", (phi.phone(r, c.cc, "mob"), "PHONE"), "\n")
        else:
            n.w("Caller: patient  tel ", (tel, "PHONE"), "\n")
        n.w("Re: ", phi.N(p, r.choice(["LF", "fl", "lf"]), "PATIENT"), "  DOB ", (phi.fd(dob, c.dob_style), "DATE"), "  ",
            r.choice(["Hosp no ", "MRN ", "ID "]), (m, "MRN"), "\n")
        q = r.choice(QUERIES)
        if q == "tablets":
            n.w("Q: can ", r.choice(["she", "he", "I"]), " take usual tablets (", r.choice(clin.MEDS), ") on the day?\n")
            n.w("A: yes, take as normal incl. anticoagulants unless told otherwise. Light breakfast ok (LA list).\n")
        elif q == "arrival":
            n.w("Q: arrival time for surgery on ", (phi.fd(phi.add_days(d, r.randrange(3, 20)), r.choice(["wd_dMonth", "wd", c.ss])), "DATE"), "?\n")
            n.w("A: ", clin.time(r, 7, 13), " to ", (c.ward, "HOSPITAL"), ", level ", (str(r.randrange(1, 5)), "LOCATION_OTHER"), ". Bring glasses + drops.\n")
        elif q == "drops":
            n.w("Q: run out of ", r.choice(["Maxitrol", "Pred Forte", "dexamethasone", "chloramphenicol", "ketorolac"]), " day ",
                str(r.randrange(5, 20)), ".\nA: collect from ", (r.choice(places.PHARMACIES[c.cc]), "HOSPITAL"), " - script faxed to ",
                (phi.phone(r, c.cc), "FAX"), ".\n")
        elif q == "redeye":
            n.w("Q: eye red + sore since last night, vision ", r.choice(["worse", "same"]), ". POD ", str(r.randrange(2, 9)), ".\n")
            n.w("A: red flags present - advised attend Eye Casualty today; ", r.choice(["triage informed", "slot 15:30 booked"]), ". Out of hours ",
                r.choice(clin.PUBLIC[c.cc][:1]), ".\n")
        elif q == "fly":
            n.w("Q: flying to ", (r.choice(places.ABROAD), "COUNTRY"), " on ", (phi.fd(phi.add_days(d, r.randrange(4, 30)), c.ss), "DATE"),
                " - ok after cataract op?\nA: flying fine after routine phaco; avoid swimming 2/52. Take drops in hand luggage.\n")
        elif q == "cancel":
            why = r.choice(["carer unwell", "has COVID", "going on holiday", "feels vision fine now", "family visiting over "])
            n.w("Q: wishes to cancel op - ", why)
            if why.endswith("over "):
                n.w((r.choice(["Christmas", "Easter", "Diwali", "Thanksgiving" if c.cc in ("US", "CA") else "New Year", "Eid"]), "DATE"))
            n.w(".\n")
            n.w("A: cancelled; rebooked ", (phi.fd(phi.add_days(d, r.randrange(20, 70)), c.ds), "DATE"),
                ". RTT status updated.\n" if c.cc == "GB" else ". Waitlist entry updated.\n")
        elif q == "address":
            a = c.new_addr()
            n.w("Q: change of address.\nA: updated to ", c.A_line(a), "; new mob ", (phi.phone(r, c.cc, "mob"), "PHONE"), ".\n")
        elif q == "employer":
            mine = p is c.pt
            n.w("Q: needs fit note / letter for employer ", (c.employer if mine else r.choice(pools.EMPLOYERS), "ORGANIZATION"), " (works as ",
                (c.prof if mine else r.choice(pools.PROFESSIONS), "PROFESSION"), ").\nA: letter to be sent by secretary ", c.Dr("sec", "fl"),
                ", email ", (c.email if mine else phi.email(r, p, "patient"), "EMAIL"), ".\n")
        elif q == "card":
            n.w("Q: lost lens implant card - optician asking.\nA: IOL ", r.choice(clin.IOL_MODELS)[0], ", serial ",
                (phi.device_serial(r), "DEVICE"), " read back to caller after ID check.\n")
        elif q == "transport":
            n.w("Q: transport not arrived.\nA: rang ", (r.choice(pools.AGENCIES[:2]), "ORGANIZATION"), " (", (phi.phone(r, c.cc), "PHONE"),
                ") - ref ", (phi.idnum(r, "transport"), "IDNUM"), "; driver ETA 20 min, vehicle ",
                (phi.vehicle(r, c.cc), "VEHICLE"), ".\n")
        elif q == "parking":
            n.w("Q: blue badge parking for op day.\nA: reg ", (phi.vehicle(r, c.cc), "VEHICLE"), " added to drop-off list.\n")
        else:
            n.w("Q: wants biometry result / lens choice.\nA: explained monofocal lens, target distance; reading glasses needed. Portal: ",
                (phi.url(r, c.slug), "URL"), "\n")
        n.w(r.choice(["Outcome: resolved\n", "Outcome: for call-back\n", "Action: msg to consultant secretary\n", "Outcome: advice given, documented\n"]))
        n.w("-" * 60 + "\n")


def wl_validation(c, n):
    r = c.rng
    lay = r.randrange(2)
    if lay == 0:
        n.w(r.choice(["RTT WAITING LIST VALIDATION - Ophthalmology (Cataract)", "Waiting list validation record", "Admitted PTL validation"]), "\n")
        n.w("Validator: ", c.Dr("clerk", "fl"), " (", c.user("clerk"), ")   Date: ", c.D(c.t_pre), "\n")
        n.w("Pathway ID: ", (phi.idnum(r, "pathway"), "IDNUM"), "   Referral received: ", c.D(c.t_ref), "   Clock start: ", c.D(c.t_ref), "\n")
        wk = (c.t_pre - c.t_ref).days // 7
        n.w("Patient: ", c.P("LF"), "   ", c.ids_line(), "   DOB ", c.DOB(), "   Postcode ", c.zip_only(), "\n")
        n.w(f"Weeks waited: {wk}   Priority: {r.choice(['P4', 'P3', 'routine', 'urgent'])}   Specialty code 130   Procedure: {c.eye} phaco+IOL\n")
        n.w("Consultant: ", c.surg_name("l"), "   Site: ", c.H(), "\n")
        if c.cc == "IE":
            n.w("PPSN: ", (c.ssn, "SSN"), "   NTPF offer: ", r.choice(["accepted", "declined", "pending"]), " (", c.H("hosp2"), ")\n")
        elif c.cc == "US" and r.random() < 0.5:
            n.w("Guarantor SSN on file: ", (c.ssn, "SSN"), "   Payer: ", (c.hp, "HEALTHPLAN"), "\n")
        n.w("Clinical review: ", c.surg_name("il"), " ", c.D(phi.add_days(c.t_pre, -r.randrange(3, 30))), " - ",
            r.choice(["still appropriate, P4", "upgrade to P3 (only eye)", "needs repeat biometry", "consider GA - learning disability"]), "\n\n")
        n.w("Contact attempts:\n")
        d = c.t_pre
        for i in range(r.randrange(1, 4)):
            n.w(f" {i + 1}) ", c.D(d), " ", clin.time(r), " tel ", (r.choice([c.home, c.mob]), "PHONE"), " - ",
                r.choice(["no answer", "voicemail left", "number unobtainable", "spoke to patient", "spoke to " + c.fam_rel]), "\n")
            d = phi.add_days(d, r.randrange(2, 9))
        if r.random() < 0.5:
            n.w(" letter sent ", c.D(d), " to ", c.A_line(), "\n")
        if r.random() < 0.4:
            n.w(" text (SMS) to ", (c.mob, "PHONE"), " - reply: ", r.choice(["YES still want surgery", "NO had it done", "Please call my daughter"]), "\n")
        out = r.choice(["still wishes surgery", "had surgery privately", "deceased", "moved away", "declined"])
        n.w("\nOutcome: ", out)
        if out == "had surgery privately":
            n.w(" at ", (r.choice(places.HOSPITALS[c.cc] + places.REFRACTIVE_CLINICS[c.cc]), "HOSPITAL"), " on ",
                c.D(phi.add_days(c.t_ref, r.randrange(30, 150))), " - remove (RTT code 34)")
        elif out == "deceased":
            n.w(" (", c.D(phi.add_days(c.t_pre, -r.randrange(5, 60))), ", per GP ", (c.gp_practice, "HOSPITAL"), ") - remove, code 34")
        elif out == "moved away":
            n.w(" to ", (r.choice(places.CITIES[c.cc])[0], "CITY"), " - transfer to local unit; GP notified")
        elif out == "declined":
            n.w(" - discharge to GP, copy to ", c.Dr("optom", "fl"), " (", (c.optom_practice, "HOSPITAL"), ")")
        else:
            n.w(" - available at short notice: ", r.choice(["yes", "no"]), "; unavailable ", (phi.fd(phi.add_days(c.t_pre, 20), c.ss), "DATE"), "-",
                (phi.fd(phi.add_days(c.t_pre, 34), c.ss), "DATE"), " (holiday)")
            if r.random() < 0.4:
                n.w(" and over ", (r.choice(["Christmas", "Easter", "Christmas", "Hogmanay" if c.cc == "GB" else "New Year"]), "DATE"))
        n.w(".\n")
        if r.random() < 0.5:
            n.w("Patient comments: \"", r.choice(["I can't see to drive to my daughter's in ", "waiting since ", "happy to travel to "]))
            k2 = r.random()
            if k2 < 0.5:
                n.w((r.choice(places.CITIES[c.cc])[0], "CITY"))
            else:
                n.w(c.H("hosp2"))
            n.w("\" - noted.\n")
        n.w("Verified against PAS: ", r.choice(["Y", "Y", "N - demographics updated"]), "   Checked by: ", c.Dr("sec", "il"), "\n")
        n.w("Next validation due: ", c.D(phi.add_days(c.t_pre, r.choice([42, 56, 84]))), "\n")
        if r.random() < 0.6:
            c.footer(n, "clerk", c.t_pre)
        return
    n.w("WAITING LIST VALIDATION SHEET - ", c.H(), " - Cataract (", c.surg_name("l"), ")\n")
    n.w("Run date ", c.D(c.t_pre), "   Validator ", c.Dr("clerk", "il"), " / ", c.user("clerk"), "\n\n")
    gb = c.cc == "GB"
    n.w("Pathway ID     " if gb else "Referral ID    ", "Patient                   DOB          Ref date     ", "Wks  " if gb else "Wks  ",
        "Tel                 Outcome\n")
    for i in range(r.randrange(5, 9)):
        if i == 0:
            p, dob, tel = c.pt, c.dob, c.home
        else:
            p = phi.new_person(r, pools)
            dob = phi.add_days(c.t_pre, -r.randrange(55 * 365, 93 * 365))
            tel = phi.phone(r, c.cc, r.choice(["land", "mob"]))
        rd = phi.add_days(c.t_pre, -r.randrange(60, 420))
        n.w(pad((phi.idnum(r, "pathway"), "IDNUM"), 15), pad(phi.N(p, "LF", "PATIENT"), 26), pad((phi.fd(dob, c.ds), "DATE"), 13),
            pad((phi.fd(rd, c.ds), "DATE"), 13), f"{(c.t_pre - rd).days // 7:<5}", pad((tel, "PHONE"), 20),
            r.choice(["confirmed", "no answer x2 - letter", "private - remove", "deceased - remove", "wants to wait (carer)", "P3 confirmed",
                      "clinically reviewed"]), "\n")
    n.w("\nTotal validated: ", str(r.randrange(40, 160)), "; removed ", str(r.randrange(2, 15)), ". Escalations to ", c.Dr("sec", "fl"),
        ", ", r.choice(pools.ADMIN_ROLES), ".\n")
    n.w("Key: P2 <1 month, P3 <3 months, P4 >3 months; 'private - remove' = treated elsewhere (code 34); no answer x2 = letter + ",
        r.choice(["2 weeks to respond", "SMS reminder"]), ".\n")
    n.w("Sign-off: ", c.Dr("sec", "il"), " ", c.D(phi.add_days(c.t_pre, r.randrange(1, 6))), "\n")
    if r.random() < 0.6:
        c.footer(n, "clerk", c.t_pre)


def audit_log(c, n):
    r = c.rng
    n.w(r.choice(["EPR ACCESS AUDIT - EXTRACT", "Audit trail report (Eye EPR)", "Privacy audit: patient record access log"]), "\n")
    n.w("Requested by: ", c.Dr("sec", "fl"), ", ", r.choice(["Information Governance", "Privacy Office", "IG & Records"]), "   Case ",
        (phi.idnum(r, "case"), "IDNUM"), "   ", c.D(c.t_po), "\n")
    n.w("Reason: ", r.choice(["routine proactive audit", "patient subject access request", "complaint - possible inappropriate access",
                              "legal request"]), "\n")
    n.w("Patient: ", c.P("LF"), "   ", c.ids_line(), "   DOB ", c.DOB(), "\n")
    n.w("Period: ", c.D(c.t_pre), " to ", c.D(c.t_po), "\n\n")
    n.w("Timestamp            User          Name                   Role            Workstation      Auth          Action\n")
    staff = [("nurse", "Staff Nurse"), ("nurse2", "Optometrist"), ("surgeon", "Consultant"), ("reg", "Registrar"), ("clerk", "Booking Clerk"),
             ("sec", "Secretary"), ("anaes", "Anaesthetist")]
    bio_users = set(w for w, _ in staff if r.random() < 0.3)
    ws = {w: phi.ip(r) for w, _ in staff}
    rows = []
    d = c.t_pre
    for i in range(r.randrange(6, 12)):
        d = phi.add_days(d, r.randrange(0, 6))
        who, role = r.choice(staff)
        rows.append((d, f"{r.randrange(7, 19):02d}:{r.randrange(0, 60):02d}:{r.randrange(0, 60):02d}", who, role))
    rows.sort(key=lambda x: (x[0], x[1]))
    for d, tm, who, role in rows:
        p = getattr(c, who)
        n.w((phi.fd(d, "iso"), "DATE"), f" {tm}  ", pad(c.user(who), 14), pad(phi.N(p, "lf", "DOCTOR"), 23), f"{role:<16}",
            pad((ws[who] if r.random() < 0.7 else phi.ip(r), "IPADDR"), 17))
        if who in bio_users:
            n.w(pad(c.bio(who), 14))
        else:
            n.w(f"{r.choice(['pwd', 'smartcard', 'SSO', 'pwd+OTP']):<14}")
        n.w(r.choice(["View biometry", "View op note", "Edit pre-assessment", "Print letter", "View demographics", "Add clinical note",
                      "Book theatre slot", "View OCT", "Amend IOL plan"]), "\n")
    if bio_users:
        n.w("\nAuth key: biometric template IDs shown where biometric login used (FP fingerprint, PV palm vein, VP voice).\n")
    if r.random() < 0.3:
        o = phi.new_person(r, pools)
        ou = (phi.username(r, o), "USERNAME")
        n.w((phi.fd(phi.add_days(rows[-1][0], 1), "iso"), "DATE"), f" {r.randrange(19, 23):02d}:{r.randrange(0, 60):02d}:{r.randrange(0, 60):02d}  ",
            pad(ou, 14), pad(phi.N(o, "lf", "DOCTOR"), 23), f"{'Ward Clerk':<16}", pad((phi.ip(r), "IPADDR"), 17), f"{'pwd':<14}",
            "View demographics\n")
        n.w("\nFinding: access by ", phi.N(o, "fl", "DOCTOR"), " (", ou, ") has no care relationship; ",
            "patient's ", c.fam_rel, " ", c.F("fl"), " reported that the user is a neighbour and raised concern by phone ",
            (c.fam_phone, "PHONE"), ". Referred to HR.\n")
    else:
        n.w("\nFinding: all accesses consistent with care episode (", r.choice(["pre-assessment", "surgery", "post-op"]), ").\n")
    if r.random() < 0.5:
        n.w("Remote access gateway: ", (phi.ip(r), "IPADDR"), " (VPN); laptop asset SN ", (phi.device_serial(r, "machine"), "DEVICE"), "\n")
    n.w("Report generated by ", c.user("sec"), " ", c.D(c.t_po, "iso"), "\n")

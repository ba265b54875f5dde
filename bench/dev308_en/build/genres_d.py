"""Genres: study completion letter to GP, informed consent record (own genre),
residential discharge note (own genre), protocol deviation report (own genre)."""
import datetime

import clin
import people as H
import pools as P
from phi import Doc

TD = datetime.timedelta


# ---------------------------------------------------------------- GP letter
def gp_letter(cx):
    r, v, s, u, c = cx.rng, cx.vol, cx.study, cx.unit, cx.c
    he, his, him = v.pron()
    d = Doc()
    pi = cx.pi
    typist = cx.admin
    d.ln(cx.unit_block(True))
    d.ln(cx.unit_contacts(fax=True, email=r.random() < 0.7, url=r.random() < 0.6))
    d.ln()
    ref = [r.choice(["Our ref: ", "Ref: ", "Our Ref "]), (pi.initials(), "DOCTOR"), "/", (typist.initials("lower") if r.random() < 0.6 else typist.initials(), "DOCTOR")]
    if r.random() < 0.5:
        ref += ["/", (v.vol_id, "MRN")]
    d.ln(ref)
    sent = cx.eos + TD(days=r.randrange(2, 15))
    d.ln(cx.ds.f(sent, r.choice([cx.ds.full, "d_month_y", "dth_month_y", "month_d_y" if c in ("US", "CA") else "d_month_y"])))
    d.ln()
    d.ln(v.gp_dr, (v.gp.full() if r.random() < 0.7 else v.gp.init_last(), "DOCTOR"))
    d.ln((v.practice, "HOSPITAL"))
    d.ln(v.practice_addr.items(r, sep="\n"))
    d.ln()
    if c == "US":
        d.ln("Dear Dr. ", (v.gp.last, "DOCTOR"), ":")
    else:
        d.ln("Dear ", r.choice(["Dr ", "Dr. "]), (v.gp.last, "DOCTOR"), ",")
    d.ln()
    re = ["Re: ", cx.vname(r.choice(["title_full", "full", "LAST_FIRST"])), ", DOB ", cx.d(v.dob)]
    if r.random() < 0.8:
        re += ["\n    ", v.addr.items(r)]
    if r.random() < 0.7:
        re += ["\n    ", H.HEALTH_LABEL[c], " ", (v.health, "HEALTHPLAN")]
    d.ln(re)
    d.ln("    Study: ", s.protocol, " - ", s.design, " study of ", s.imp, " (sponsor ", (s.sponsor, "ORGANIZATION"), ")")
    d.ln()
    opener = r.choice(["I am writing to let you know that your patient", "Thank you for confirming the medical history of your patient, who",
                       "As promised in our earlier letter, I can confirm that your patient"])
    d.ln(opener, " has now completed ", his, " participation in the above study at ", (u.name, "HOSPITAL"), ". ",
         he.capitalize(), " received ", s.rphrase if s.dcode != "MAD" else "once-daily doses", " of ", s.imp, " or placebo (the allocation remains blinded) ",
         "on " if s.dcode != "MAD" else "for %d days starting on " % max(2, (cx.dis - cx.d1).days), cx.d(cx.d1),
         " and was resident on ", (cx.ward, "HOSPITAL"), " from ", cx.d(cx.admit), " to ", cx.d(cx.dis), ". The final follow-up visit took place on ", cx.d(cx.eos), ".")
    d.ln()
    k = r.randrange(4)
    if k == 0:
        d.ln("There were no adverse events of note and all safety blood tests, ECGs and vital signs remained within normal limits throughout.")
    elif k == 1:
        alt = r.randrange(62, 130)
        d.ln("Of note, ", his, " ALT rose to ", str(alt), " U/L (ULN 40) on Day 4 with normal bilirubin and ALP. It had fallen to ", str(r.randrange(30, 55)),
             " U/L at the follow-up visit on ", cx.d(cx.eos), ". I would be grateful if you could repeat LFTs in 4-6 weeks; a copy of the results is enclosed.")
    elif k == 2:
        term, _ = clin.ae_term(r)
        d.ln(he.capitalize(), " experienced ", term, " on ", cx.ds.w(cx.d1 + TD(days=1)), ", which was mild and resolved without sequelae. No other adverse events were reported.")
    else:
        d.ln("An incidental finding at screening was a ", r.choice(["mildly raised unconjugated bilirubin (32 umol/L), consistent with Gilbert's syndrome", "first-degree heart block (PR 214 ms)", "low ferritin (11 ug/L)", "total cholesterol of 6.8 mmol/L"]),
             ". This did not affect ", his, " participation, but you may wish to review ", him, " in surgery.")
    d.ln()
    d.ln("We have advised ", him, " not to take part in another clinical study or donate blood for at least three months, i.e. not before ",
         cx.ds.f(cx.eos + TD(days=90), r.choice(["month_y", "d_month_y", cx.ds.full])), ". ", his.capitalize(), " details have been updated on the national over-volunteering register.")
    d.ln()
    d.ln("If you have any questions please contact me on ", (H.with_ext(r, u.phone) if r.random() < 0.5 else u.phone, "PHONE"), " or at ", ("%s@%s" % (pi.email, u.dom), "EMAIL"), ".")
    d.ln()
    d.ln(r.choice(["Yours sincerely,", "Kind regards,", "Yours sincerely", "With best wishes,"]))
    d.ln()
    d.ln()
    d.ln(pi.dr, (pi.full(), "DOCTOR"))
    d.ln(pi.cred)
    d.ln(pi.role)
    d.ln(pi.lic_label, " ", (pi.lic, "LICENSE"))
    d.ln()
    cc = ["cc: ", cx.vname(r.choice(["title_full", "full"]))]
    if r.random() < 0.5:
        cc += [", ", v.addr.items(r)]
    d.ln(cc)
    if r.random() < 0.4:
        d.ln("    Study file (", s.protocol, ")")
    d.ln("Dictated ", cx.ds.s(sent - TD(days=r.randrange(0, 4))), "; typed by ", (typist.full(), "DOCTOR"))
    return d


# ---------------------------------------------------------------- consent record
def consent(cx):
    r, v, s, u, c = cx.rng, cx.vol, cx.study, cx.unit, cx.c
    he, his, him = v.pron()
    d = Doc()
    doc = r.choice([cx.pi, cx.subi])
    pis_date = cx.scr - TD(days=r.randrange(2, 12))
    d.ln(r.choice(["INFORMED CONSENT PROCESS NOTE", "Record of Informed Consent Discussion", "CONSENT DOCUMENTATION - SOURCE"]))
    d.ln((u.name, "HOSPITAL"), "   Protocol ", s.protocol, "   ", s.nct)
    d.ln()
    d.ln("Volunteer: ", cx.vname(r.choice(["full", "LAST_FIRST", "full_mid"])), "   DOB ", cx.d(v.dob), "   Vol ID ", (v.vol_id, "MRN"), "   Screening no. ", (v.scr_no, "IDNUM"))
    d.ln("PIS/ICF version ", s.icf_ver, " dated ", cx.d(cx.scr - TD(days=r.randrange(60, 400))), r.choice(["", " (approved by REC)", " (current version per ISF)"]))
    d.ln("PIS sent by email to ", (v.email, "EMAIL"), " on ", cx.d(pis_date), " (", str((cx.scr - pis_date).days), " days before consent)")
    d.ln("Consent date: ", cx.dw(cx.scr), "   Discussion started ", cx.time(7, r.choice([30, 35, 40])), ", ICF signed ", cx.time(8, r.choice([5, 12, 20, 31])))
    d.ln("Consent taken by: ", cx.sname(doc, r.choice(["dr_full", "full_cred"])), " (delegated on DoA log, GCP training valid)")
    d.ln()
    d.ln("Points covered:")
    pts = ["purpose of a ", s.design, " study and that this is ", r.choice(["the first time the drug has been given to people", "an early-phase study", "not intended to benefit the volunteer"]),
           "; possible side effects from the IB (", r.choice(["headache, nausea, dizziness", "rash, raised liver enzymes", "injection-site reactions, fatigue"]), "); residential period of ", str(s.nights),
           " nights from ", cx.ds.s(cx.admit), "; total blood volume approx. ", str(r.randrange(180, 480)), " mL; contraception requirements; right to withdraw without giving a reason; compensation and insurance; GP notification; data protection; entry on the over-volunteering register and biometric enrolment."]
    d.ln("- ", pts)
    d.ln()
    d.ln("Questions asked by volunteer:")
    qs = r.sample(range(6), r.randrange(2, 4))
    for q in sorted(qs):
        if q == 0:
            d.ln("- Can I leave for my ", r.choice(["sister's", "brother's", "friend's"]), " wedding on ", cx.dw(cx.d1 + TD(days=r.randrange(2, 6))), "? -> No, residential period cannot be interrupted; volunteer offered a later cohort, declined, happy to proceed.")
        elif q == 1:
            d.ln("- Will my employer (", (v.employer or r.choice(P.EMPLOYERS), "ORGANIZATION"), ") be told? -> No, only your GP with your permission.")
        elif q == 2:
            d.ln("- What happens if I feel unwell after going home? -> 24 h emergency number on wallet card: ", (u.h24, "PHONE"), ".")
        elif q == 3:
            d.ln("- How much will I be paid and when? -> Explained schedule; paid within 10 working days of final visit.")
        elif q == 5:
            d.ln("- Will I be out in time for ", cx.holiday(), "? -> Discharge planned ", cx.dw(cx.dis), "; EOS visit can be moved within the window if needed.")
        else:
            d.ln("- Can my ", v.nok_rel, " ", (v.nok.first, "FAMILY"), " visit? -> Visiting ", r.choice(["18:00-20:00 in the day room", "not permitted during residency"]), ".")
    d.ln()
    if r.random() < 0.4:
        d.ln("Volunteer attended with ", his, " ", v.nok_rel, ", ", (v.nok.full(), "FAMILY"), ", who waited in reception and was not present for the discussion.")
    d.ln("Understanding checked using teach-back: ", r.choice(["satisfactory", "good", "satisfactory - explained fasting rules twice"]), ". English is first language: ", r.choice(["yes", "yes", "no - fluent, declined interpreter"]), ".")
    d.ln("Optional consents: genetic sample ", r.choice(["YES", "NO"]), "; storage for future research ", r.choice(["YES", "NO"]), "; contact about future studies ", r.choice(["YES", "YES", "NO"]), ".")
    d.ln("Copy of signed ICF given to volunteer; original filed in ISF. GP letter to ", v.gp_dr, (v.gp.last, "DOCTOR"), ", ", (v.practice, "HOSPITAL"), ", sent ", cx.ds.s(cx.scr + TD(days=r.randrange(0, 3))), ".")
    d.ln()
    d.ln("Signed: ", cx.sname(doc, r.choice(["dr_last", "init", "full"])), "   ", cx.d(cx.scr), " ", cx.time(r.randrange(9, 13)))
    return d


# ---------------------------------------------------------------- discharge
def discharge(cx):
    r, v, s, u, c = cx.rng, cx.vol, cx.study, cx.unit, cx.c
    he, his, him = v.pron()
    d = Doc()
    n = cx.nurse()
    d.ln((u.name, "HOSPITAL"), " / ", (cx.ward, "HOSPITAL"))
    d.ln(r.choice(["RESIDENTIAL PERIOD DISCHARGE CHECKLIST", "Discharge from Residential Stay", "DISCHARGE NOTE - END OF RESIDENCY"]), "   Protocol ", s.protocol, "   Cohort ", str(s.cohort))
    d.ln()
    d.ln("Name: ", cx.vname(r.choice(["full", "LAST_FIRST", "title_full"])), "   Subject: ", (v.subj_no, "IDNUM"), "   Age: ", cx.age_item(r.choice(["plain", "y", "dash"])))
    room = ["Room ", (cx.room, "LOCATION_OTHER"), ", bed ", (cx.bed, "LOCATION_OTHER")]
    if r.random() < 0.25:
        room += ["   (moved from bed ", (str(r.randrange(1, 25)), "LOCATION_OTHER"), " on Day 1 - noise)"]
    d.ln(room)
    d.ln("Admitted: ", cx.d(cx.admit), " ", cx.time(r.choice([15, 16, 17]), 0), " (Day -1)   Discharged: ", cx.d(cx.dis), " ", cx.time(r.choice([10, 11, 12]), r.choice([0, 15, 30, 45])),
         " (Day ", str((cx.dis - cx.d1).days + 1), ")")
    d.ln()
    d.ln("Pre-discharge safety assessments:")
    d.ln("  [x] Vital signs: ", clin.vitals_line(r))
    d.ln("  [x] 12-lead ECG: ", clin.ecg_line(r))
    d.ln("  [x] Safety bloods drawn ", cx.time(7, r.choice([5, 15, 30])), " - results reviewed")
    d.ln("  [x] AEs reviewed: ", r.choice(["none ongoing", "headache (resolved)", "cannula site bruising - ongoing, mild", "nausea Day 1 (resolved)"]))
    d.ln("  [x] C-SSRS since last visit: negative")
    d.ln("  [x] Cannula removed ", cx.time(9, r.choice([20, 40, 50])), ", tip intact")
    dev = r.random()
    if dev < 0.5:
        d.ln("  [x] Telemetry transmitter ", (H.device_sn(r, "telemetry"), "DEVICE"), " returned and cleaned")
    elif dev < 0.8:
        d.ln("  [x] Holter ", (H.device_sn(r, "holter"), "DEVICE"), " removed; recording uploaded")
    d.ln("  [x] Property returned (phone, wallet, ", r.choice(["car keys", "laptop", "house keys"]), ")")
    d.ln()
    d.ln("Fit for discharge: YES - ", cx.sname(r.choice([cx.pi, cx.subi]), r.choice(["dr_last", "dr_full"])), " ", cx.time(r.choice([9, 10]), r.choice([0, 30, 45])))
    t = r.randrange(3)
    if t == 0:
        d.ln("Transport: collected by ", his, " ", v.nok_rel, " ", (v.nok.full(), "FAMILY"), " (", (v.nok_phone, "PHONE"), ").")
    elif t == 1:
        d.ln("Transport: taxi booked with ", (r.choice(P.TAXI_FIRMS), "ORGANIZATION"), " to home address (", (v.addr.city, "CITY"), "). Advised not to drive for 24 h.")
    else:
        d.ln("Transport: own car, reg ", (v.plate, "VEHICLE"), "; ", r.choice(["no sedative effects expected - permitted to drive", "PI confirmed ok to drive (no somnolence)"]), ".")
    d.ln("Volunteer card with 24 h emergency number (", (u.h24, "PHONE"), ") checked in wallet.")
    d.ln()
    d.ln("Next appointments:")
    d.ln("  Follow-up call: ", cx.dw(cx.fu))
    d.ln("  EOS visit: ", cx.dw(cx.eos), " ", cx.time(8, r.choice([0, 15, 30])), ", fasted")
    d.ln("Instructions: no alcohol or strenuous exercise for 48 h; continue contraception; report new symptoms on ", (u.phone, "PHONE"), ".")
    d.ln()
    d.ln("Discharged by: ", cx.sname(n, r.choice(["full_cred", "full"])), "   ", cx.d(cx.dis))
    if r.random() < 0.4:
        d.ln("Volunteer signature: ", cx.vname(r.choice(["init", "first_init"])), " (signed)")
    return d


# ---------------------------------------------------------------- deviation
DEV_CATS = [
    ("PK sampling", "The %s PK sample was drawn %d minutes outside the protocol window.", "Cannula blocked; resited on the other arm.", "Staff reminded to escalate cannula problems to the shift lead before the window opens; spare cannulation kit kept at bedside."),
    ("Fasting", "The volunteer ate a cereal bar %d-%d minutes before the fasting morning safety bloods.", "Snack brought in from home and not declared at admission.", "Bag checks at admission re-emphasised; fasting reminder added to evening round."),
    ("Visit window", "The follow-up visit took place outside the +/- %d day window (%d days late).", "Volunteer unwell with a cold and rebooked.", "None required; sponsor agreed no impact."),
    ("Concomitant medication", "The volunteer took %d doses of ibuprofen 200 mg on Day %d without informing staff.", "Volunteer unaware OTC painkillers were restricted.", "Wording of discharge leaflet revised; volunteers re-educated at admission."),
    ("Vital signs", "Triplicate ECG at %d h was recorded as a single ECG (%d of 3 traces missing).", "ECG machine printer fault.", "Machine serviced; checklist updated."),
]


def deviation(cx):
    r, v, s, u, c = cx.rng, cx.vol, cx.study, cx.unit, cx.c
    d = Doc()
    cat, desc, cause, capa = r.choice(DEV_CATS)
    when = cx.d1 + TD(days=r.randrange(0, 10))
    found = when + TD(days=r.randrange(0, 5))
    num = r.choice(["PD-%s" % H.digits(r, 3), "DEV-%d-%s" % (when.year, H.digits(r, 3)), "%s-PD%s" % (s.protocol[-3:], H.digits(r, 2))])
    d.ln(r.choice(["PROTOCOL DEVIATION REPORT", "Protocol Deviation / Non-compliance Form", "DEVIATION LOG ENTRY"]), "      No.: ", (num, "IDNUM"))
    d.ln("Study: ", s.protocol, "   Site: ", (u.name, "HOSPITAL"), "   Sponsor: ", (s.sponsor, "ORGANIZATION"))
    if s.cro:
        d.ln("CRO: ", (s.cro, "ORGANIZATION"), "   CRA: ", (cx.cra.full(), "DOCTOR"), " (", ("%s@%s" % (cx.cra.email, r.choice(["example.com", "example.net"])), "EMAIL"), ")")
    d.ln("-" * 56)
    d.ln("Subject: ", (v.subj_no, "IDNUM"), "   Initials: ", (v.initials(r.choice(["plain", "dash"])), "PATIENT"), "   Cohort ", str(s.cohort))
    d.ln("Date of deviation: ", cx.d(when), "   Date identified: ", cx.d(found), "   Identified by: ", cx.sname(cx.nurse(), r.choice(["full", "full_cred"])))
    d.ln("Category: ", cat, "   Classification: ", r.choice(["minor", "minor", "important (major)", "non-important"]))
    d.ln()
    if cat == "PK sampling":
        text = desc % (r.choice(["2 h", "4 h", "6 h", "12 h"]), r.randrange(6, 25))
    elif cat == "Fasting":
        a = r.randrange(30, 90)
        text = desc % (a, a + 10)
    elif cat == "Visit window":
        text = desc % (r.choice([1, 2, 3]), r.randrange(2, 6))
    elif cat == "Concomitant medication":
        text = desc % (r.randrange(1, 4), r.randrange(2, 6))
    else:
        text = desc % (r.choice([1, 2, 4]), r.choice([1, 2]))
    d.ln("Description: ", text)
    if r.random() < 0.5:
        d.ln("Additional detail: volunteer (", cx.vname(r.choice(["title", "first"])), ") was ", r.choice(["in the shower when called", "on a phone call with " + v.nok_rel, "asleep and difficult to rouse", "at the day-room window"]), " at ", cx.time(r.randrange(9, 22)), ".")
    d.ln("Root cause: ", cause)
    imp = {"PK sampling": ["sample flagged in PK dataset", "actual time used in PK analysis"],
           "Fasting": ["glucose and lipid results flagged", "safety labs repeated next morning"],
           "Visit window": ["none expected", "FU assessments done late; no data lost"],
           "Concomitant medication": ["con-med recorded; PK review by sponsor", "none expected"],
           "Vital signs": ["affected timepoint excluded from QT analysis", "single ECG used; triplicate missing"]}[cat]
    d.ln("Impact: subject safety - none; data - ", r.choice(imp), ".")
    d.ln("Corrective/preventive action: ", capa)
    d.ln()
    d.ln("Reported to sponsor: ", cx.d(found + TD(days=r.randrange(0, 3))), " by email", r.choice(["", " and phone"]))
    d.ln("Reportable to ethics/regulator: ", r.choice(["No (non-serious breach)", "No", "Under review with sponsor"]))
    d.ln("Completed by: ", cx.sname(cx.nurse(), "full"), "   ", cx.d(found))
    d.ln("PI review: ", cx.sname(cx.pi, r.choice(["dr_full", "dr_last"])), "   ", cx.d(found + TD(days=r.randrange(1, 5))))
    if r.random() < 0.6:
        d.ln("QA check: ", (r.choice(cx.nurses).user if r.random() < 0.3 else cx.admin.user, "USERNAME"), "   ", cx.d(found + TD(days=r.randrange(5, 15))), "   logged from ", (H.priv_ip(r), "IPADDR"))
    return d

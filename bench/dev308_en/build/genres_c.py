"""Genres: volunteer payment/expenses record, over-volunteering database check,
follow-up telephone log."""
import datetime

import clin
import people as H
import pools as P
from ctx import CURRENCY
from phi import Doc, fmt_date

TD = datetime.timedelta


HOME_MEDS = ["paracetamol 1 g PO", "ibuprofen 400 mg PO", "cetirizine 10 mg PO", "loperamide 2 mg PO",
             "Gaviscon 10 mL PO", "throat lozenges", "hydrocortisone 1% cream topically", "pseudoephedrine 60 mg PO"]


def money(cur, x):
    s = "{:,.2f}".format(x)
    return cur + s


# ---------------------------------------------------------------- payments
def payment(cx):
    r, v, s, u, c = cx.rng, cx.vol, cx.study, cx.unit, cx.c
    cur = CURRENCY[c]
    d = Doc()
    fin = cx.admin
    ref = r.choice(["PAY-%s" % H.digits(r, 6), "VP%s/%s" % (str(cx.eos.year)[2:], H.digits(r, 4)), "EXP-%d-%s" % (cx.eos.year, H.digits(r, 3))])
    d.ln((u.name, "HOSPITAL"), r.choice([" - Finance", "\nVolunteer Payments Office", ""]))
    d.ln(r.choice(["VOLUNTEER PAYMENT AND EXPENSES RECORD", "Volunteer Reimbursement Authorisation", "HEALTHY VOLUNTEER PAYMENT FORM"]), "      Ref: ", (ref, "ACCOUNT"))
    d.ln()
    d.ln("Study: ", s.protocol, "   Cohort ", str(s.cohort), "   Status: ", r.choice(["completed all visits", "completed", "withdrawn Day 2 (AE) - pro-rata payment", "completed; EOS attended"]))
    d.ln("Volunteer: ", cx.vname(r.choice(["full", "last_first", "title_full"])), "   Vol ID: ", (v.vol_id, "MRN"), "   DOB: ", cx.d(v.dob))
    d.ln("Address: ", v.addr.items(r))
    lab = {"GB": "NI number", "IE": "PPSN", "US": "SSN (W-9 on file)", "CA": "SIN", "AU": "TFN (optional)"}[c]
    if c != "AU" or r.random() < 0.5:
        d.ln(lab, ": ", (v.natid, "SSN"), r.choice(["", "  - verified against ID", "  (needed for tax reporting)"]))
    d.ln()
    d.ln("Visits / attendance:")
    base = r.choice([40, 50, 75, 100])
    night = r.choice([120, 150, 180, 200, 250])
    lines = [("Screening", cx.scr, None, base), ("Residential", cx.admit, cx.dis, night * ((cx.dis - cx.admit).days)),
             ("Follow-up", cx.fu, None, r.choice([50, 75, 100])), ("End of study", cx.eos, None, r.choice([75, 100, 150]))]
    tot = 0
    for name, a, b, amt in lines:
        row = ["  %-13s " % name, cx.d(a)]
        if b:
            row += [" to ", cx.d(b), " (%d nights)" % (b - a).days]
        row += ["   ", money(cur, amt)]
        tot += amt
        d.ln(row)
    d.ln()
    d.ln("Expenses:")
    miles = r.randrange(6, 60)
    unit_w = "miles" if c in ("GB", "US") else "km"
    rate = {"GB": 0.45, "US": 0.67, "CA": 0.70, "AU": 0.88, "IE": 0.39}[c]
    trips = r.choice([3, 4, 5])
    mil = round(miles * 2 * trips * rate, 2)
    if r.random() < 0.75:
        d.ln("  Mileage: ", str(miles), " ", unit_w, " each way x ", str(trips), " trips @ ", str(rate), "/", unit_w[:-1] if unit_w == "miles" else unit_w, " = ", money(cur, mil),
             "   Vehicle reg: ", (v.plate, "VEHICLE"))
        tot += mil
        if r.random() < 0.5:
            d.ln("  Car park permit issued for ", (v.plate, "VEHICLE"), " on ", cx.ds.s(cx.admit), " (", r.choice(["staff car park", "car park B", "visitor bays 10-14"]), ")")
    else:
        fare = round(r.uniform(8, 45), 2)
        d.ln("  Public transport receipts (", r.choice(["bus", "train", "tram and bus"]), "): ", money(cur, fare))
        tot += fare
    if r.random() < 0.4:
        taxi = r.choice(P.TAXI_FIRMS)
        tf = round(r.uniform(12, 40), 2)
        d.ln("  Taxi home after discharge (", (taxi, "ORGANIZATION"), "), account booking: ", money(cur, tf))
        tot += tf
    d.ln("  TOTAL PAYABLE: ", money(cur, tot))
    d.ln()
    if c == "GB":
        d.ln("Payment: BACS to ", (v.bank, "ORGANIZATION"), ", sort code ", v.sort, ", account no. ", (v.acct, "ACCOUNT"), ", account name ", (v.last_first(), "PATIENT"))
    elif c == "IE":
        d.ln("Payment: SEPA credit transfer to IBAN ", (v.acct, "ACCOUNT"), " (", (v.bank, "ORGANIZATION"), ")")
    elif c == "AU":
        d.ln("Payment: EFT to ", (v.bank, "ORGANIZATION"), ", BSB ", v.sort, ", account ", (v.acct, "ACCOUNT"))
    elif c == "CA":
        if r.random() < 0.5:
            d.ln("Payment: Interac e-Transfer to ", (v.email, "EMAIL"), "  (security question set by volunteer)")
        else:
            d.ln("Payment: direct deposit, transit/institution ", v.sort, ", account ", (v.acct, "ACCOUNT"), " (", (v.bank, "ORGANIZATION"), ")")
    else:
        if r.random() < 0.5:
            d.ln("Payment: loaded to study reloadable card ending ", (H.digits(r, 4), "ACCOUNT"), "; ", r.choice(["1099-MISC will be issued if total > $600 in calendar year", "tax form not required"]))
        else:
            d.ln("Payment: check mailed to address above; ACH alternative declined. Routing ", v.sort, " / acct ", (v.acct, "ACCOUNT"), " on file.")
    d.ln()
    if r.random() < 0.5:
        d.ln("Note: ", r.choice([
            "Withheld " + money(cur, 25) + " for late cancellation of follow-up visit per volunteer agreement.",
            "Payment split: residential element paid on discharge, remainder after EOS.",
            "Volunteer queried mileage by email; corrected to return trips.",
            "Meal vouchers provided during screening not deducted.",
            ["Finance office closed over ", cx.holiday(), "; payment run delayed by one week."],
        ]))
    if r.random() < 0.4:
        d.ln("Authorised by: ", cx.sname(cx.pi, r.choice(["dr_full", "full_cred"])), " (PI)   ", cx.d(cx.eos + TD(days=r.randrange(0, 3))))
    else:
        d.ln("Authorised by: ", cx.sname(cx.nurses[0], r.choice(["full", "full_cred"])), " (", r.choice(["Unit Manager", "Operations Lead", "Senior Research Nurse"]), ")   ", cx.d(cx.eos + TD(days=r.randrange(0, 3))))
    d.ln("Processed by: ", cx.sname(fin, r.choice(["full", "init_last"])), ", ", r.choice(["Finance Officer", "Finance Assistant", "Accounts Payable"]), "   ", cx.d(cx.eos + TD(days=r.randrange(3, 10))), "   user ", (fin.user, "USERNAME"))
    if r.random() < 0.3:
        d.ln("Queries: ", ("%s@%s" % (r.choice(["finance", "payments", "volunteer.payments"]), u.dom), "EMAIL"), " or ", (H.with_ext(r, u.phone), "PHONE"))
    return d


# ---------------------------------------------------------------- over-volunteering
def overvol(cx):
    if cx.rng.random() < 0.5:
        return overvol_form(cx)
    return overvol_log(cx)


def overvol_form(cx):
    r, v, s, u, c = cx.rng, cx.vol, cx.study, cx.unit, cx.c
    d = Doc()
    op = cx.nurse()
    last = cx.scr - TD(days=r.randrange(40, 600))
    wash = last + TD(days=r.choice([90, 90, 120]))
    ok = wash <= cx.d1
    d.ln(r.choice(["OVER-VOLUNTEERING REGISTER CHECK", "Over-Volunteering Database Search Record", "VOLUNTEER REGISTER (OVR) CHECK FORM"]))
    d.ln("Unit: ", (u.name, "HOSPITAL"), "   Unit code: ", c, "-0", str(r.randrange(10, 99)), "   Study: ", s.protocol)
    d.ln("Search by: ", cx.sname(op, r.choice(["full", "full_cred"])), "   Login: ", (op.user, "USERNAME"), "   Workstation: ", (H.priv_ip(r), "IPADDR"))
    d.ln("Date/time: ", cx.d(cx.scr), " ", cx.time(8, r.randrange(0, 59)))
    d.ln()
    d.ln("Volunteer searched:")
    d.ln("  Surname: ", (v.last.upper() if r.random() < 0.5 else v.last, "PATIENT"), "   Forename: ", (v.first, "PATIENT"))
    d.ln("  DOB: ", cx.d(v.dob), "   Sex: ", v.sex, "   Postcode/ZIP: ", (v.addr.zip, "ZIP"))
    if r.random() < 0.6:
        d.ln("  ", H.NATID_LABEL[c], ": ", (v.natid, "SSN"))
    d.ln("  Unit volunteer no.: ", (v.vol_id, "MRN"))
    d.ln("Identity verification: ", r.choice(["passport", "driving licence", "national ID card", "photo card licence"]), " seen; biometric ", r.choice(["fingerprint", "finger-vein", "palm-vein"]), " scan")
    d.ln("  Template ID: ", (v.bioid, "BIOID"), "   Match score: 0.%d (threshold 0.950)" % r.randrange(955, 999))
    if r.random() < 0.3:
        d.ln("  Second template (re-enrolled after failed read): ", (H.bioid(r), "BIOID"))
    d.ln()
    d.ln("Result:")
    found = r.random() < 0.7
    if found:
        d.ln("  Previous record: YES - ", str(r.randrange(1, 6)), " studies in last 24 months (units withheld)")
        d.ln("  Last dosing date recorded: ", cx.d(last))
        d.ln("  Washout (", r.choice(["90 days", "3 months", "4 months"]), ") ends: ", cx.d(wash))
        d.ln("  Planned first dose: ", cx.d(cx.d1), "  -> ", "CLEAR" if ok else "NOT CLEAR")
    else:
        d.ln("  Previous record: NO - new registration created")
        ok = True
    ref = r.choice(["OVR-%s" % H.digits(r, 6), "%s%s" % (H.letters(r, 2), H.digits(r, 7))])
    d.ln("  Check reference: ", (ref, "IDNUM"))
    d.ln()
    if ok:
        d.ln("Decision: volunteer may proceed to screening. Dosing date to be registered on Day 1.")
        if r.random() < 0.6:
            d.ln("Dosing date ", cx.d(cx.d1), " registered ", cx.d(cx.d1), " ", cx.time(r.randrange(9, 13)), " by ", (r.choice(cx.nurses).user, "USERNAME"), ".")
    else:
        d.ln("Decision: NOT eligible - washout incomplete. Volunteer informed by phone (", (v.mob, "PHONE"), ") and offered screening for a later cohort after ", cx.d(wash), ".")
    if r.random() < 0.35:
        if r.random() < 0.5:
            d.ln("Note: volunteer stated ", v.pron()[0], " had ", r.choice(["never taken part before", "only done one study"]), "; record matched on biometrics - discussed with PI.")
        else:
            d.ln("Note: volunteer declared a vaccine trial in ", (r.choice(["Poland", "Romania", "Portugal", "Lithuania", "Germany"]), "COUNTRY"),
                 " in ", cx.ds.f(last, r.choice(["month_y", "mon-y"])), " (not on register); PI to assess washout.")
    d.ln("Checked by: ", cx.sname(cx.pi if r.random() < 0.3 else cx.nurse(), r.choice(["init", "full", "dr_last"])), "   ", cx.d(cx.scr))
    return d


def overvol_log(cx):
    r, v, s, u, c = cx.rng, cx.vol, cx.study, cx.unit, cx.c
    d = Doc()
    op = cx.nurse()
    ip = H.priv_ip(r)
    day = cx.scr
    t = [8, r.randrange(0, 50), r.randrange(0, 60)]

    def ts():
        t[2] += r.randrange(2, 40)
        if t[2] >= 60:
            t[1] += t[2] // 60
            t[2] %= 60
        return "%02d:%02d:%02d" % tuple(t)
    iso = r.random() < 0.6
    def dt(x):
        return (fmt_date(x, "iso") if iso else fmt_date(x, "dmy" if c != "US" else "mdy"), "DATE")
    d.ln(r.choice(["OVR audit extract", "Over-volunteering system - session log", "VOLUNTEER REGISTER AUDIT TRAIL"]), " - ", (u.name, "HOSPITAL"))
    d.ln("Exported by ", (cx.admin.user, "USERNAME"), " on ", dt(day + TD(days=r.randrange(0, 30))), " for monitoring visit (", (s.sponsor, "ORGANIZATION"), ")")
    d.ln()
    d.ln("[", dt(day), " ", ts(), "] user=", (op.user, "USERNAME"), " ip=", (ip, "IPADDR"), " action=LOGIN status=OK")
    d.ln("[", dt(day), " ", ts(), "] user=", (op.user, "USERNAME"), " action=SEARCH surname=\"", (v.last.upper(), "PATIENT"), "\" dob=", dt(v.dob), " pc=\"", (v.addr.zip, "ZIP"), "\"")
    found = r.random() < 0.7
    if found:
        d.ln("[", dt(day), " ", ts(), "] result=1 match vol_ref=", (v.vol_id, "MRN"))
        d.ln("[", dt(day), " ", ts(), "] action=BIOMETRIC_VERIFY template=", (v.bioid, "BIOID"), " score=0.%d result=MATCH" % r.randrange(951, 999))
    else:
        d.ln("[", dt(day), " ", ts(), "] result=0 matches")
        d.ln("[", dt(day), " ", ts(), "] action=CREATE vol_ref=", (v.vol_id, "MRN"))
        d.ln("[", dt(day), " ", ts(), "] action=BIOMETRIC_ENROL template=", (v.bioid, "BIOID"), " quality=%d" % r.randrange(60, 99))
    last = day - TD(days=r.randrange(30, 500))
    wash = last + TD(days=90)
    if found:
        d.ln("[", dt(day), " ", ts(), "] last_dose=", dt(last), " unit=WITHHELD washout_end=", dt(wash), " status=", "CLEAR" if wash <= cx.d1 else "BLOCKED")
    ref = "OVR-%s" % H.digits(r, 6)
    d.ln("[", dt(day), " ", ts(), "] action=RESERVE study=", s.protocol, " planned_dose=", dt(cx.d1), " ref=", (ref, "IDNUM"))
    if r.random() < 0.5:
        d.ln("[", dt(day), " ", ts(), "] action=VIEW_HISTORY vol_ref=", (v.vol_id, "MRN"), " by=", (cx.pi.user, "USERNAME"), " ip=", (H.priv_ip(r), "IPADDR"))
    d.ln("[", dt(day), " ", ts(), "] user=", (op.user, "USERNAME"), " action=LOGOUT")
    if r.random() < 0.6:
        d.ln("[", dt(cx.d1), " 09:%02d:%02d] user=" % (r.randrange(0, 59), r.randrange(0, 59)), (r.choice(cx.nurses).user, "USERNAME"), " ip=", (H.priv_ip(r), "IPADDR"), " action=CONFIRM_DOSE ref=", (ref, "IDNUM"), " status=OK")
    d.ln()
    d.ln("Reviewer comment: ", r.choice([
        ["Search matched on surname, DOB and postcode; biometric confirmed. No concerns. - ", cx.sname(cx.pi, "init")],
        ["Volunteer previously registered under maiden name; record merged by helpdesk (ticket ", ("HD-%s" % H.digits(r, 5), "IDNUM"), ")."],
        ["Washout date checked against protocol section 4.2 (90 days from last dose). - ", cx.sname(op, "first_init")],
        ["Login from unit workstation only; no remote access used."],
    ]))
    return d


# ---------------------------------------------------------------- follow-up phone
def followup(cx):
    k = cx.rng.randrange(3)
    if k == 0:
        return fu_form(cx)
    if k == 1:
        return fu_narrative(cx)
    return fu_transcript(cx)


def fu_form(cx):
    r, v, s, u, c = cx.rng, cx.vol, cx.study, cx.unit, cx.c
    d = Doc()
    n = cx.nurse()
    day = (cx.fu - cx.d1).days + 1
    d.ln(r.choice(["FOLLOW-UP TELEPHONE CALL RECORD", "Telephone Follow-up (Day %d +/- 1)" % day, "SAFETY FOLLOW-UP CALL LOG"]))
    d.ln("Protocol ", s.protocol, "   Subject ", (v.subj_no, "IDNUM"), "   Initials ", (v.initials(), "PATIENT"), "   Vol ID ", (v.vol_id, "MRN"))
    d.ln("Discharged from unit: ", cx.d(cx.dis), "   Scheduled call: Day ", str(day), " (", cx.dw(cx.fu), ")")
    d.ln()
    if r.random() < 0.5:
        d.ln("Attempt 1: ", cx.ds.s(cx.fu), " ", cx.time(9, r.choice([0, 5, 15])), " to ", (v.mob, "PHONE"), " - no answer, voicemail left (no study details).")
        d.ln("Attempt 2: ", cx.ds.s(cx.fu), " ", cx.time(r.randrange(11, 16)), " to ", (v.mob, "PHONE"), " - answered.")
    else:
        d.ln("Call made: ", cx.d(cx.fu), " ", cx.time(r.randrange(9, 17)), " to ", (v.home if r.random() < 0.3 else v.mob, "PHONE"))
    if r.random() < 0.5:
        d.ln("Identity confirmed: DOB (", cx.d(v.dob), ") and postcode (", (v.addr.zip, "ZIP"), ")")
    else:
        d.ln("Identity confirmed: DOB (", cx.d(v.dob), ") and first line of address (", (v.addr.street, "STREET"), ")")
    d.ln()
    q_ae = r.random() < 0.45
    d.ln("1. Any new or worsening symptoms since discharge? ", "YES" if q_ae else "No")
    ref = None
    if q_ae:
        term = r.choice(["headache", "loose stools", "sore throat and runny nose", "bruise at cannula site", "tiredness", "mild rash on forearms"])
        onset = cx.dis + TD(days=r.randrange(1, 4))
        ref = "AE-%s" % H.digits(r, 4)
        d.ln("   ", term, " from ", cx.dw(onset), ", ", r.choice(["now resolved", "improving", "ongoing but mild"]), ". Recorded as AE, ref ", (ref, "IDNUM"), ".")
    gp = r.random() < 0.3
    d.ln("2. Any visits to GP, pharmacy, A&E or hospital? ", "YES" if gp else "No")
    if gp:
        d.ln("   Saw ", v.gp_dr, (v.gp.last, "DOCTOR"), " at ", (v.practice, "HOSPITAL"), " on ", cx.ds.s(cx.fu - TD(days=2)), " - ", r.choice(["no treatment", "advised fluids", "given amoxicillin 500 mg TDS (con-med recorded)"]), ".")
    med = r.random() < 0.35
    d.ln("3. Any new medication (incl. OTC, herbal)? ", "YES - " + r.choice(HOME_MEDS) + " x" + str(r.randrange(1, 4)) if med else "No")
    d.ln("4. Contraception/pregnancy reminder given: Yes")
    d.ln("5. Reminder: no blood donation for 3 months; no other study until washout complete.")
    d.ln()
    d.ln("Next visit: ", r.choice(["End-of-study visit", "Follow-up visit", "EOS"]), " ", cx.dw(cx.eos), " at ", cx.time(8, r.choice([0, 15, 30])), ", ", (u.name, "HOSPITAL"), ".")
    d.ln("Call by: ", cx.sname(n, r.choice(["full_cred", "full"])), ", ", n.role or "Research Nurse", "   direct line ", (H.with_ext(r, u.phone) if r.random() < 0.5 else n.ext, "PHONE"))
    if ref or r.random() < 0.3:
        d.ln("PI informed: ", cx.sname(cx.pi, "dr_last"), " ", cx.ds.s(cx.fu), ".")
    return d


def fu_narrative(cx):
    r, v, s, u, c = cx.rng, cx.vol, cx.study, cx.unit, cx.c
    he, his, him = v.pron()
    d = Doc()
    n = cx.nurse()
    d.ln("Telephone follow-up - ", cx.dw(cx.fu), " ", cx.time(r.randrange(9, 17)))
    d.ln("Re: ", cx.vname(r.choice(["full", "title_full"])), " (", (v.subj_no, "IDNUM"), ")   Study ", s.protocol)
    d.ln()
    who = r.random() < 0.5
    body = ["Rang ", cx.vname(r.choice(["title", "first"])), " on ", (v.mob, "PHONE"), ". "]
    if who:
        body += [his.capitalize(), " ", v.nok_rel, " ", (v.nok.first, "FAMILY"), " answered and passed the phone over. "]
    body += ["Identity confirmed with DOB. ", he.capitalize(), " reports feeling well since leaving the unit on ", cx.ds.w(cx.dis), ". "]
    k = r.randrange(5)
    if k == 4:
        body += ["Was away visiting family over ", cx.holiday(), "; ate and drank normally, ", r.choice(["2-3 drinks only", "no alcohol", "a few beers"]), ". "]
    elif k == 0:
        body += ["Had a mild headache on ", cx.ds.f(cx.dis + TD(days=2), "weekday"), " evening, took paracetamol 1 g once with relief. Logged as AE (mild, unlikely related). "]
    elif k == 1:
        body += ["Bruise L antecubital fossa from cannula now yellowing, ~3 cm, non-tender. Advised to send photo to ", ("%s@%s" % (u.mail, u.dom), "EMAIL"), " if it spreads. "]
    elif k == 2:
        body += ["Back at work as ", "a" if v.prof[0] not in "aeiou" else "an", " ", (v.prof, "PROFESSION"), " since ", cx.ds.f(cx.dis + TD(days=r.randrange(1, 4)), "weekday"), "; no problems. "]
    else:
        body += ["Went to a walk-in centre (", (r.choice(cx.hosps), "HOSPITAL"), ") on ", cx.ds.s(cx.fu - TD(days=1)), " with sore throat - told viral, no antibiotics. Recorded as AE (URTI). "]
    body += ["No new medicines. No other concerns. Reminded about EOS visit ", cx.d(cx.eos), " ", cx.time(8, 30), " and fasting from midnight."]
    d.ln(body)
    d.ln()
    if r.random() < 0.4:
        d.ln("Volunteer asked about payment date - told finance processes within 10 working days of EOS; gave finance line ", (H.with_ext(r, u.phone), "PHONE"), ".")
    d.ln(cx.sname(n, r.choice(["full_cred", "full", "first_init"])), " (", n.role or "Research Nurse", ")")
    return d


def fu_transcript(cx):
    r, v, s, u, c = cx.rng, cx.vol, cx.study, cx.unit, cx.c
    he, his, him = v.pron()
    d = Doc()
    n = cx.nurse()
    d.ln("FU call notes (dictated) ", cx.d(cx.fu), "  subj ", (v.subj_no, "IDNUM"))
    d.ln("Caller: ", cx.sname(n, "full"), "   Volunteer: ", cx.vname("full"), "   Tel ", (v.mob, "PHONE"))
    d.ln()
    d.ln("RN: Hi, is that ", cx.vname("first"), "? It's ", cx.sname(n, "first"), " from the research unit at ", (u.name, "HOSPITAL"), ".")
    d.ln("Vol: yeah hi.")
    d.ln("RN: Can you confirm your date of birth for me?")
    d.ln("Vol: ", cx.ds.f(v.dob, r.choice(["dth_month_y", "d_month_y", "month_d_y"])), ".")
    d.ln("RN: Thanks. How have you been since you went home on ", cx.ds.f(cx.dis, "weekday"), "?")
    k = r.randrange(3)
    if k == 0:
        d.ln("Vol: fine mostly. bit of a headache the day after but it went. I'm back at work at ", (v.employer or r.choice(P.EMPLOYERS), "ORGANIZATION"), " now.")
        d.ln("RN: Did you take anything for the headache?")
        d.ln("Vol: two paracetamol, just the once.")
    elif k == 1:
        d.ln("Vol: all good. my ", v.nok_rel, " ", (v.nok.first, "FAMILY"), " said I looked pale on the Saturday but I felt ok.")
        d.ln("RN: Any dizziness, fainting, palpitations?")
        d.ln("Vol: no, none of that.")
    else:
        d.ln("Vol: had a cold since ", cx.ds.f(cx.fu - TD(days=3), "weekday"), ". runny nose, sore throat. no fever.")
        d.ln("RN: Any medicines for it?")
        d.ln("Vol: just lemsip type stuff and throat sweets.")
    d.ln("RN: Any visits to a doctor or hospital?")
    d.ln("Vol: no.")
    d.ln("RN: Great. Your end of study visit is ", cx.ds.w(cx.eos), " at half eight, nothing to eat after midnight. If anything changes ring the unit on ", (u.phone, "PHONE"), ", or out of hours ", (u.h24, "PHONE"), ".")
    d.ln("Vol: ok cheers.")
    d.ln()
    d.ln("Summary: ", ["AE headache (mild) recorded", "no new AEs; pallor reported by relative, asymptomatic", "AE URTI (mild, not related) recorded"][k], ". ConMeds updated in ", r.choice(P.EDC_SYSTEMS), " by ", (n.user, "USERNAME"), ".")
    return d

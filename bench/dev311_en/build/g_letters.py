"""Genres: nodule follow-up letter, invitation and reminder letter,
smoking cessation referral."""
import datetime as dt

import pools as P
import ids as I
import clin as K
from core import (Doc, pick, chance, nm, doc_pieces, addr_pieces, ftime, plus,
                  workday, fdate, venue, room, phone, quit_service, person, url,
                  email_service, email_person, DAYS)
from ctx import Ctx, letterhead, recipient_block, signature, cc_block, patient_header


def _salute(d, cx):
    rng = cx.rng
    k = rng.randrange(4)
    if k < 2:
        d.t("Dear ")
        d.pc(cx.pt_title())
        d.t(",\n\n")
    elif k == 2:
        d.f("Dear {PATIENT},\n\n", cx.pt["first"])
    else:
        d.f("Dear {=} {PATIENT},\n\n", cx.ttl, nm(rng, cx.pt, "full"))


def _refs(d, cx, day):
    rng, c = cx.rng, cx.c
    d.f("Our ref: {IDNUM}\n", pick(rng, [cx.pid, I.idnum(rng, "invite")]))
    lab, val, typ = cx.id_pairs(1)[0]
    d.f("{=}: {%s}\n" % typ, lab, val)
    d.f("Date: {DATE}\n\n", cx.d(day, pick(rng, ["full", "dMy" if c != "US" else "Mdy"])))


def nodule_letter(rng, c):
    cx = Ctx(rng, c)
    d = Doc()
    letterhead(d, cx)
    day = workday(cx.today)
    _refs(d, cx, day)
    recipient_block(d, cx)
    _salute(d, cx)
    scan = plus(day, -rng.randrange(7, 25))
    n = K.nodule(rng)
    kind = rng.randrange(3)
    d.t(pick(rng, ["Your lung scan result and next appointment\n\n", "RE: FOLLOW-UP LOW-DOSE CT SCAN\n\n",
                   "Lung screening - follow-up scan\n\n"]))
    d.f("Thank you for coming for your lung scan on {DATE}", cx.d(scan, pick(rng, ["full", "dMy" if c != "US" else "Mdy"])))
    if chance(rng, 0.5):
        d.f(" at {*}", venue(rng, c, cx.site_town))
    d.t(". ")
    if kind == 0:
        d.t("The scan showed a small spot on your lung, called a nodule, about %d mm across (smaller than a pea). "
            "Nodules are very common and most are not cancer - they are often scars from old chest infections. "
            "To be safe, we would like to scan you again in %s to check that it has not changed.\n\n"
            % (round(n["size"]), pick(rng, ["3 months", "three months", "6 months", "a year"])))
        appt = workday(plus(day, rng.randrange(60, 170)))
        d.t("Your follow-up scan appointment is:\n\n")
        d.f("    {DATE} at {=}\n", cx.d(appt, pick(rng, ["AdMy" if c != "US" else "AMdy", "full"])), ftime(rng))
        d.f("    {HOSPITAL}, %s\n" % pick(rng, ["CT Department", "Radiology, Level 2", "Imaging Reception (Main Entrance)",
                                              "Diagnostic Imaging"]), cx.site)
        d.f("    {*}\n\n", addr_pieces(rng, cx.site_addr))
        d.t("Please arrive 15 minutes early. The scan takes about 10 minutes and there is no injection. "
            "You can eat and drink as normal; please wear clothing without metal zips or buttons if you can.\n\n")
    elif kind == 1:
        prev = plus(scan, -rng.randrange(80, 380))
        d.f("We compared it with your previous scan from {DATE}. The small nodule we have been watching has not changed in size, "
            "which is very reassuring. You do not need any more extra scans for this nodule and you will return to the "
            "routine screening {=}. Your next screening scan will be due around {DATE}.\n\n",
            cx.d(prev, pick(rng, ["full", "month"])), "programme" if c in ("UK", "AU") else "program",
            fdate(rng, plus(scan, 365), c, "month"))
    else:
        clinic = workday(plus(day, rng.randrange(5, 20)))
        r = cx.clin("resp")
        d.t("The scan showed that a nodule in your lung has grown slightly since your last scan. This does not necessarily mean "
            "cancer, but we would like a specialist to see you. We have made an appointment for you at the lung nodule clinic with ")
        d.pc(doc_pieces(rng, r, "title_full"))
        d.f(" on {DATE} at {=} in {HOSPITAL}, {*}.\n\n", cx.d(clinic), ftime(rng), cx.site, room(rng))
        if chance(rng, 0.5):
            d.t("You are welcome to bring a relative or friend with you. ")
        d.t("A copy of this letter has been sent to your %s.\n\n" % cx.gpword)
    d.f("If you cannot attend, or have any questions, please call the lung screening team on {PHONE}", cx.site_tel)
    d.t(pick(rng, [" (Monday to Friday, 9am to 5pm)", " between 8.30 and 4.30 on weekdays", ""]))
    if chance(rng, 0.6):
        d.f(", quoting reference {IDNUM}", cx.pid)
    d.t(".")
    if chance(rng, 0.4):
        d.f(" You can also email {EMAIL}.", cx.site_email)
    d.t("\n\n")
    if cx.current:
        qs = quit_service(rng, c, cx.home)
        d.f("Stopping smoking is the best thing you can do for your lungs. Free support is available from {HOSPITAL} on {PHONE}",
            qs, phone(rng, c))
        if chance(rng, 0.5):
            d.f(" or online at {URL}", url(rng, "quit " + cx.home))
        d.t(".\n\n")
    d.t("If in the meantime you cough up blood, lose weight without trying or have a cough that lasts more than three weeks, "
        "please see your %s without waiting for your scan.\n\n" % cx.gpword)
    signer = cx.clin(pick(rng, ["nurse", "radiologist", "resp"]))
    signature(d, cx, signer, lic=False, contact=False)
    cc_block(d, cx, patient=False)
    if chance(rng, 0.4):
        d.f("\nThis letter is available in large print, Braille and other languages - call {PHONE}.\n", phone(rng, c))
    return d


def invitation_letter(rng, c):
    cx = Ctx(rng, c)
    d = Doc()
    letterhead(d, cx, with_web=chance(rng, 0.5))
    day = workday(cx.today)
    _refs(d, cx, day)
    recipient_block(d, cx)
    _salute(d, cx)
    kind = rng.randrange(4)
    lead = cx.clin(pick(rng, ["resp", "gp"]), 7)
    if kind in (0, 1):
        d.t(pick(rng, ["Invitation to a free Lung Health Check\n\n", "YOUR LUNG HEALTH CHECK INVITATION\n\n",
                       "You are invited: lung cancer screening\n\n"]))
        d.f("Your {=}, {HOSPITAL}, is working with the {=} to offer free lung checks to people ",
            {"UK": "GP practice", "AU": "general practice", "US": "primary care clinic", "CA": "family doctor's clinic"}[c],
            cx.gp_prac, cx.prog)
        d.t({"UK": "aged 55 to 74 who have ever smoked. ",
             "US": "aged 50 to 80 with a significant smoking history. ",
             "CA": "aged 55 to 74 who smoke or used to smoke. ",
             "AU": "aged 50 to 70 who smoke or have quit in the last 10 years. "}[c])
        d.t("Lung problems, including cancer, are easier to treat when they are found early, often before any symptoms appear.\n\n")
        if kind == 0:
            appt = workday(plus(day, rng.randrange(14, 40)))
            d.f("We have booked a telephone appointment for you on {DATE} between {=} and {=}. A nurse will call you on {PHONE}",
                cx.d(appt, pick(rng, ["AdMy" if c != "US" else "AMdy", "full", "AdM" if c != "US" else "aMd"])),
                ftime(rng, 9, 0), ftime(rng, 13, 0), pick(rng, [cx.tel, cx.mob]))
            d.t(". If this number is wrong, or the time does not suit you, please let us know.\n\n")
        else:
            d.t("To book your appointment, please call ")
            d.f("{PHONE} or book online at {URL}. Please have your reference number ({IDNUM}) to hand.\n\n",
                cx.site_tel, cx.site_url, cx.pid)
        d.t("The check involves questions about your breathing and lifestyle. If you are at higher risk you will be offered a "
            "low-dose CT scan, usually on a mobile unit in a car park near you. ")
        if chance(rng, 0.6):
            d.f("The mobile unit will be at {*}, {CITY} from {DATE} to {DATE}.", venue(rng, c, cx.home), cx.home,
                cx.d(plus(day, 21), "short"), cx.d(plus(day, 60), "short"))
        d.t("\n\n")
        if c == "US":
            d.f("Screening is covered with no copay by Medicare and most plans, including {ORGANIZATION}. ", pick(rng, P.INSURERS["US"]))
            d.t("You will first have a short shared decision-making visit.\n\n")
    elif kind == 2:
        prev = plus(day, -rng.randrange(21, 60))
        d.t(pick(rng, ["Reminder: your Lung Health Check\n\n", "REMINDER - LUNG SCREENING INVITATION\n\n"]))
        d.f("We wrote to you on {DATE} to invite you to a free lung health check but we have not heard from you. ", cx.d(prev))
        d.t("We understand that people may be busy, or unsure whether the check is for them. It is your choice, but we would still "
            "like to offer you an appointment.\n\n")
        d.f("Please call us on {PHONE}", cx.site_tel)
        if chance(rng, 0.5):
            d.f(", email {EMAIL}", cx.site_email)
        d.f(" or visit {URL} before {DATE}.", cx.site_url, cx.d(plus(day, 28), pick(rng, ["full", "short"])))
        d.t(" If you would prefer not to be contacted again, tick the box on the reply slip.\n\n")
    else:
        prev = plus(day, -rng.randrange(5, 20))
        appt = workday(plus(day, rng.randrange(14, 35)))
        d.t("Missed appointment - new appointment offered\n\n")
        d.f("We are sorry that you were unable to attend your lung scan on {DATE}. We have made a new appointment for you:\n\n",
            cx.d(prev))
        d.f("    {DATE}, {=}\n    {*}, {CITY}\n\n", cx.d(appt, pick(rng, ["AdMy" if c != "US" else "AMdy", "full"])),
            ftime(rng), venue(rng, c, cx.site_town), cx.site_town)
        d.f("If you cannot come, please ring {PHONE} so that the slot can be offered to someone else.\n\n", cx.site_tel)
    if chance(rng, 0.4):
        d.t("If you have recently been diagnosed with lung cancer, or had a chest CT scan in the last year, please ignore this letter.\n\n")
    d.t(pick(rng, ["Yours sincerely,\n\n", "Kind regards,\n\n", "With best wishes,\n\n"]))
    d.pc(doc_pieces(rng, lead, pick(rng, ["title_full", "full_cred"])))
    d.t("\nClinical Lead, %s\n" % cx.prog)
    if chance(rng, 0.5):
        d.t("on behalf of ")
        d.pc(doc_pieces(rng, cx.gp, "title_full"))
        d.f(" and the team at {HOSPITAL}\n", cx.gp_prac)
    if chance(rng, 0.35):
        d.f("\nLetter produced {DATE} by {USERNAME} (batch {IDNUM})\n", cx.d(plus(day, -2), "ymd"), cx.clin("admin")["user"],
            I.idnum(rng, "invite"))
    if chance(rng, 0.4):
        d.t("\n--- Reply slip ---\nName: ")
        d.f("{*}   Ref: {IDNUM}\n", [cx.pname("full")], cx.pid)
        d.t("[ ] I would like an appointment   [ ] I do not wish to take part\nBest number to call: ____________\n")
    return d


def cessation_referral(rng, c):
    cx = Ctx(rng, c)
    d = Doc()
    qs = quit_service(rng, c, cx.home)
    ref = cx.clin(pick(rng, ["nurse", "advisor", "gp", "resp"]), 2)
    day = workday(cx.today)
    d.t(pick(rng, ["STOP SMOKING SERVICE REFERRAL FORM", "Referral: tobacco dependence treatment",
                   "TOBACCO TREATMENT REFERRAL", "Smoking cessation referral (opt-out pathway)",
                   "QUIT SUPPORT REFERRAL - FAX/EMAIL"]) + "\n\n")
    d.f("To: {HOSPITAL}\n", qs)
    if chance(rng, 0.6):
        d.f("Fax: {FAX}   ", phone(rng, c))
    d.f("Email: {EMAIL}\n", email_service(rng, "quit" + cx.home))
    d.t("From: ")
    d.pc(doc_pieces(rng, ref, pick(rng, ["full_cred", "title_full"])))
    d.f(", %s, {HOSPITAL}\n" % ref["job"], pick(rng, [cx.site, cx.gp_prac]))
    d.f("Referrer tel: {PHONE}   Date of referral: {DATE}\n\n", phone(rng, c, ext=True), cx.d(day))
    d.t("CLIENT DETAILS\n")
    patient_header(d, cx, pick(rng, ["fields", "fields", "table"]), n_ids=2)
    if chance(rng, 0.5):
        d.f("Email: {EMAIL}\n", cx.email)
    if c == "US":
        d.f("Insurance: {ORGANIZATION}, member ID {HEALTHPLAN}", pick(rng, P.INSURERS["US"]), I.healthplan(rng, c, "member"))
        if chance(rng, 0.5):
            d.f(", group {HEALTHPLAN}", "GRP-%s" % I.digits(rng, 5))
        d.t("\n")
        if cx.ssn and chance(rng, 0.5):
            d.f("SSN: {SSN}\n", cx.ssn)
        if chance(rng, 0.5):
            d.f("Visit/encounter #: {ACCOUNT}\n", cx.acct)
    d.f("{=}: {HOSPITAL}, {CITY}\n", {"UK": "GP practice", "AU": "Usual general practice", "US": "Primary care",
                                       "CA": "Family physician clinic"}[c], cx.gp_prac, cx.home)
    d.t("Preferred contact: %s\n" % pick(rng, ["mobile, text first", "home phone, evenings", "email", "phone, after 2pm",
                                              "any - works shifts"]))
    if chance(rng, 0.3):
        d.t("Language: %s - interpreter required\n" % pick(rng, ["Polish", "Urdu", "Punjabi", "Cantonese", "Vietnamese", "Arabic", "Greek"]))
    d.t("\nSMOKING / TOBACCO USE\n")
    d.t("Product: %s\n" % pick(rng, ["manufactured cigarettes", "hand-rolled tobacco", "cigarettes + occasional cigar",
                                     "cigarettes and vape (dual use)"]))
    d.t("Amount: %d per day; first cigarette within %s of waking\n" % (cx.cpd, pick(rng, ["5 min", "30 min", "60 min"])))
    co = rng.randrange(8, 45)
    d.t("CO reading: %d ppm%s\n" % (co, pick(rng, [" (at screening visit)" if c != "UK" else " (at LHC)", "", " (piCO monitor)"])))
    d.f("Started aged {AGE}; ", str(cx.start_age))
    if chance(rng, 0.6):
        y = rng.randrange(cx.dob.year + cx.start_age + 5, max(cx.today.year, cx.dob.year + cx.start_age + 6))
        d.f("longest quit attempt %s in {DATE} using %s\n" % (pick(rng, ["6 weeks", "4 months", "2 years", "9 months"]),
                                                           pick(rng, ["patches", "varenicline", "willpower alone", "a vape"])), str(y))
    else:
        d.t("no previous quit attempts\n")
    d.t("Motivation to quit (0-10): %d\n" % rng.randrange(4, 11))
    if chance(rng, 0.5):
        gk = pick(rng, ["granddaughter", "grandson", "first grandchild"])
        fam = person(rng, {"granddaughter": "F", "grandson": "M"}.get(gk))
        d.f("Motivation: wants to stop before {=} {FAMILY} ", gk,
            nm(rng, fam, "first"))
        d.f("is born in {DATE}\n", fdate(rng, plus(day, rng.randrange(60, 200)), c, "month"))
    if chance(rng, 0.6):
        d.f("Household: {=} {FAMILY} also smokes", cx.nok_rel, nm(rng, cx.nok, pick(rng, ["first", "full"])))
        d.t(pick(rng, [" and would like support too\n", " - not interested at present\n", "\n"]))
    d.f("Occupation: {PROFESSION}", cx.job)
    d.t(pick(rng, [" (shift work)\n", "\n", " - smokes on breaks with colleagues\n"]))
    d.t("\nCLINICAL\n")
    d.t("Relevant history: %s\n" % ", ".join(rng.sample(P.COMORBID, 2)))
    d.t("Cautions: %s\n" % pick(rng, ["none", "history of seizures (avoid bupropion)", "severe depression - monitor on varenicline",
                                      "ESRD - varenicline dose adjust", "clozapine - levels may rise on quitting"]))
    d.t("Current medication: %s\n" % "; ".join(rng.sample(P.MEDS, 3)))
    d.t("Suggested pharmacotherapy: %s\n" % pick(rng, K.PHARM))
    d.t("\nREASON FOR REFERRAL\n")
    lhc = plus(day, -rng.randrange(0, 10))
    d.f("Identified at %s on {DATE}. " % ("lung health check" if c == "UK" else pick(rng, ["lung screening visit", "LCS visit", "screening appointment"])),
        cx.d(lhc, pick(rng, ["full", "short"])))
    d.t(pick(rng, ["LDCT result: Lung-RADS 2, routine recall. ", "LDCT showed emphysema; nodule surveillance ongoing. ",
                   "LDCT pending. ", "Spirometry: FEV1/FVC 0.62, possible COPD. "]))
    d.t("Very brief advice given (Ask-Advise-Act).\n" if c == "UK" else "Brief advice given (Ask-Advise-Refer).\n")
    d.t("\nConsent: client agrees to referral and to the service contacting them by phone/text. [x]\n\n")
    d.t("Signed: ")
    d.pc(doc_pieces(rng, ref, pick(rng, ["init_last", "full"])))
    if chance(rng, 0.5):
        d.f("   {=} {LICENSE}", I.lic_label(rng, c, ref["role"]), ref["lic"])
    d.t("\n")
    if chance(rng, 0.6):
        adv = cx.clin("advisor", 3)
        d.t("\n-- FOR SERVICE USE --\n")
        d.f("Received {DATE} by {USERNAME}. Client ID {IDNUM}. Allocated to ", cx.d(plus(day, 1), "short"), adv["user"], I.idnum(rng, "referral"))
        d.pc(doc_pieces(rng, adv, pick(rng, ["full", "init_last"])))
        d.f("; first contact booked {DATE} {=}.\n", cx.d(workday(plus(day, rng.randrange(2, 9))), "short"), ftime(rng))
    return d

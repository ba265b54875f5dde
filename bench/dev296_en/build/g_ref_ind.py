"""Genres: reference request and reply; induction and IT account request."""
import pools as P
import core as C
from core import name, plus
from common import D, Dv, phone_line, email_header, signature, letterhead, art, art_num, kin, cap, clin_line, patient_ref

RATINGS = ["Excellent", "Very good", "Good", "Satisfactory", "Below expected", "Unable to comment"]
DOMAINS = ["Clinical knowledge and skills", "Clinical judgement", "Communication with patients and relatives",
           "Team working", "Reliability and punctuality", "Record keeping", "Teaching and supervision",
           "Probity and honesty", "Response to feedback"]


def reference(n, ctx):
    rng, c = n.rng, n.c
    app = ctx.person()
    refe = ctx.person()
    off = ctx.staff()
    k = rng.randrange(3)
    s1 = plus(ctx.d0, -rng.randint(400, 1500))
    s2 = plus(s1, rng.randint(120, 700))
    post = "%s, %s" % (ctx.grade(), ctx.spec)
    if k == 0:
        email_header(n, ctx, off, refe, ["Reference request - Dr ", (app.last, "DOCTOR"), " - vacancy ",
                                         (C.code(rng, rng.choice(["VAC", "JOB", "REQ"]), 6), "IDNUM")], to_dom=C.email_domain(rng, c))
        n.w("Dear ")
        name(n, refe, "tlast")
        n.ln(",")
        n.ln("")
        name(n, app, rng.choice(["tfull", "tfull", "full"]))
        n.w(" has been offered the post of ", post, " at ", (ctx.hosp, "HOSPITAL"), ", subject to satisfactory references, and has named you as ",
            rng.choice(["a referee", "their clinical supervisor", "their most recent consultant"]), ". ")
        n.w("Our records show ", "she" if app.sex == "F" else "he", " worked with you at ", (ctx.hosp2, "HOSPITAL"), " from ")
        D(n, s1, rng.choice(["num", "monyear", "long"]))
        n.w(" to ")
        D(n, s2, rng.choice(["num", "monyear", "long"]))
        n.ln(".")
        n.ln("")
        n.w("Please complete the structured reference at ")
        n.w((C.url(rng, "references/" + C.alnum(rng, 10)), "URL"))
        n.w(" by ")
        D(n, plus(ctx.d0, rng.randint(5, 14)), rng.choice(["wdlong", "long", "num", "wdshort"]))
        n.ln(". The link is unique to you; no login is needed.")
        n.ln("")
        n.w("If you did not supervise ")
        name(n, app, "tlast")
        n.w(" directly, or prefer to speak to me, please call ")
        phone_line(n, "", with_ext=rng.random() < 0.4)
        n.ln(". We also need you to confirm sickness absence in the last two years and whether there are any ongoing investigations.")
        n.ln("")
        n.ln("The form asks you to rate the following:")
        for dm in rng.sample(DOMAINS, rng.randint(4, 6)):
            n.ln("  - ", dm)
        n.ln("References are disclosable to the applicant on request under data protection law.")
        n.ln("")
        signature(n, ctx, off, rng.choice(["Recruitment Officer", "Medical Staffing Officer", "Medical Recruitment Team"]))
        n.ln("")
        n.ln("Vacancy ref: ", (C.code(rng, "", 9), "IDNUM"), "    Candidate ref: ", (C.code(rng, "C", 7, ""), "IDNUM"))
    elif k == 1:
        n.ln(rng.choice(["STRUCTURED CLINICAL REFERENCE", "Medical Staff Reference - Completed", "PROFESSIONAL REFERENCE FORM"]))
        n.w("Submitted online ")
        D(n, ctx.d0, rng.choice(["num", "long"]))
        n.ln(" %02d:%02d from IP " % (rng.randint(6, 23), rng.randint(0, 59)), (C.ipaddr(rng), "IPADDR"), "; referee identity checked against work e-mail domain")
        n.ln("")
        n.w("Applicant: ")
        name(n, app, rng.choice(["tfull", "full", "LASTFIRST"]))
        lbl, num = C.reg_number(rng, c)
        n.ln("    ", lbl, ": ", (num, "LICENSE"))
        n.ln("Post applied for: ", post, ", ", (ctx.hosp, "HOSPITAL"))
        n.ln("")
        n.w("Referee: ")
        name(n, refe, rng.choice(["tfull", "full"]))
        n.ln(", ", rng.choice(["Consultant", "Clinical Director", "Program Director", "Director of Emergency Medicine", "Clinical Supervisor"]))
        n.w("Organisation: ", (ctx.hosp2, "HOSPITAL"), "    ")
        lbl2, num2 = C.reg_number(rng, c)
        n.ln(lbl2, " ", (num2, "LICENSE"))
        n.w("Email: ", (refe.email(rng, C.email_domain(rng, c)), "EMAIL"), "    Tel: ", (C.phone(rng, c), "PHONE"))
        n.ln("")
        n.w("Capacity: ", rng.choice(["Educational supervisor", "Clinical supervisor", "Consultant colleague", "Line manager"]), ", ")
        D(n, s1, rng.choice(["mmyy", "monyear", "num"]))
        n.w(" - ")
        D(n, s2, rng.choice(["mmyy", "monyear", "num"]))
        n.ln("")
        n.ln("")
        for dm in rng.sample(DOMAINS, rng.randint(5, 8)):
            n.ln("  ", dm.ljust(44), rng.choice(RATINGS[:4] + RATINGS[:2]))
        n.ln("")
        n.ln("Sickness absence (last 24 months): ", rng.choice(["none known", "2 episodes, 5 days", "refer to HR", "1 episode (planned surgery)"]))
        n.ln("Disciplinary / fitness to practise / regulator referrals: ", rng.choice(["None", "None known", "None"]))
        n.ln("Would you re-employ? ", rng.choice(["Yes", "Yes, without hesitation", "Yes"]))
        n.ln("")
        n.w("Comments: ")
        name(n, app, "tlast")
        n.w(" ", rng.choice(["was a reliable member of the on-call team", "consistently went the extra mile", "settled in quickly after joining from overseas"]), ". ")
        if rng.random() < 0.6:
            n.w("One example: on a busy night ", "she" if app.sex == "F" else "he", " recognised that ")
            patient_ref(n, ctx)
            n.w(" was deteriorating (", clin_line(rng).rstrip("."), ") and escalated appropriately. ")
        if rng.random() < 0.5:
            n.w("Before medicine ", "she" if app.sex == "F" else "he", " worked in ", (rng.choice(P.PMQ_COUNTRIES), "COUNTRY"), " and ")
            n.w(rng.choice(["speaks three languages", "brings a wide perspective", "completed an MPH"]), ". ")
        n.ln("I recommend ", "her" if app.sex == "F" else "him", " ", rng.choice(["without reservation", "highly", "for this post"]), ".")
    else:
        letterhead(n, ctx, ctx.hosp2 if rng.random() < 0.5 else None)
        n.ln("")
        n.w("Our ref: ")
        name(n, refe, "initials")
        n.w("/")
        typist = ctx.staff()
        n.w((typist.init(False).lower(), "DOCTOR"))
        n.w("    Your ref: ", (C.code(rng, "REF", 5), "IDNUM"))
        n.ln("")
        D(n, ctx.d0, rng.choice(["long", "ordyear", "num"]))
        n.ln("")
        n.ln("")
        name(n, off, rng.choice(["tfull", "full"]))
        n.ln("")
        n.ln("Medical Staffing, ", (ctx.hosp, "HOSPITAL"))
        C.address(n, c, one_line=False)
        n.ln("")
        n.ln("")
        n.w("Dear ")
        name(n, off, "tlast")
        n.ln(",")
        n.ln("")
        n.w("Re: ")
        name(n, app, "tfull")
        n.w(" - date of birth ")
        D(n, C.dob(rng, rng.randint(26, 45), ctx.d0), "num")
        n.ln("")
        n.ln("")
        n.w("I am pleased to provide a reference for ")
        name(n, app, "tlast")
        g = post.split(",")[0]
        n.w(", who worked in my department as ", art(g), " ", g, " from ")
        D(n, s1, rng.choice(["long", "monyear"]))
        n.w(" until ")
        D(n, s2, rng.choice(["long", "monyear"]))
        n.w(". ", "She" if app.sex == "F" else "He", " ", rng.choice(["was an outstanding colleague", "performed at the level expected",
                                                                   "grew considerably in confidence"]), " and ")
        n.ln(rng.choice(["contributed to the audit of sepsis pathway compliance (CURB-65, NEWS2 triggers).",
                         "taught the junior doctors on the simulation programme using the SimMan 3G.",
                         "ran the weekly ward-round safety huddle.", "completed the departmental audit of Hartmann's procedure outcomes."]))
        n.ln("")
        n.w(rng.choice(["She" if app.sex == "F" else "He"]), " ", rng.choice(["managed the acute take with increasing independence",
                                                                       "was well liked by nursing staff and patients",
                                                                       "handled a serious incident with maturity"]), ". ")
        if rng.random() < 0.6:
            n.w("I recall in particular the care ", "she" if app.sex == "F" else "he", " gave to ")
            patient_ref(n, ctx, rich=True)
            n.w(", who was admitted with ", rng.choice(["sepsis", "a GI bleed", "DKA", "a hip fracture"]), " and whose family wrote to thank the team. ")
        n.ln("")
        n.w("There have been no concerns regarding probity or conduct. Sickness absence was ", rng.choice(["minimal", "within normal limits", "nil"]), ". ")
        n.ln("I would be happy to discuss this further; my secretary can be reached on ", (C.phone(rng, c), "PHONE"), ".")
        n.ln("")
        n.ln("Yours sincerely,")
        n.ln("")
        name(n, refe, "tfull")
        n.ln("")
        n.ln(rng.choice(["Consultant Physician", "Consultant Anaesthetist", "Clinical Director", "Consultant Surgeon", "Director of Medical Education"]))
        lbl, num = C.reg_number(rng, c)
        n.ln(lbl, " ", (num, "LICENSE"))


# =================================================================== induction / IT
EPR = {"UK": ["Cerner Millennium", "Lorenzo", "EPIC", "System C CareFlow", "ICE", "PACS (Sectra)", "EPMA (JAC)"],
       "US": ["Epic Hyperspace", "Epic Haiku", "PACS (Philips)", "Pyxis MedStation", "Dragon Medical One", "UpToDate"],
       "AU": ["eMR (Cerner)", "iPM", "Auslab", "PACS", "MOSAIQ", "eMeds"],
       "CA": ["Meditech Expanse", "Cerner PowerChart", "Netcare", "PACS", "Connect Care (Epic)"],
       "IE": ["iPMS", "MedLIS", "NIMIS PACS", "Maxims", "Healthlink", "ICE"]}


def induction_it(n, ctx):
    rng, c = n.rng, n.c
    st = ctx.person()
    mgr = ctx.staff()
    it = ctx.staff()
    start = plus(ctx.d0, rng.randint(5, 30))
    user = st.user(rng)
    n.ln((ctx.body, "HOSPITAL"))
    n.ln(rng.choice(["NEW STARTER - IT ACCOUNT REQUEST AND INDUCTION", "ICT New User Request (Medical Staff)",
                     "Induction Checklist and System Access Request", "NEW DOCTOR ONBOARDING - ACCESS REQUEST"]))
    n.w("Service desk ticket: ", (C.code(rng, rng.choice(["INC", "REQ", "RITM"]), 7, ""), "IDNUM"), "    Logged: ")
    D(n, ctx.d0, rng.choice(["num", "short", "iso"]))
    n.ln("")
    n.ln("")
    n.w("Requested by: ")
    name(n, mgr, "full")
    n.w(", ", rng.choice(["Rota Coordinator", "Medical Staffing Officer", "Medical Workforce Coordinator", "Department Administrator"]), ", ")
    n.w((mgr.email(rng, ctx.dom), "EMAIL"), ", ")
    if rng.random() < 0.5:
        n.ln("ext ", (C.extnum(rng), "PHONE"))
    else:
        n.ln("tel ", (C.phone(rng, c), "PHONE"))
    n.ln("")
    n.ln("NEW STARTER")
    n.w("  Name: ")
    name(n, st, rng.choice(["tfull", "LASTFIRST", "full"]))
    if rng.random() < 0.3:
        n.w(" (known as ", (rng.choice(P.FIRST_F if st.sex == "F" else P.FIRST_M), "DOCTOR"), ")")
    n.ln("")
    n.w("  Date of birth: ")
    D(n, C.dob(rng, rng.randint(23, 60), ctx.d0), "num")
    n.ln("    Employee no.: ", (C.code(rng, "", 8), "IDNUM"))
    lbl, num = C.reg_number(rng, c)
    n.ln("  Role: ", ctx.grade(), ", ", ctx.spec, "    ", lbl, ": ", (num, "LICENSE"))
    n.w("  Start: ")
    D(n, start, rng.choice(["wdlong", "num", "long"]))
    n.w("    End (fixed term): ")
    D(n, plus(start, rng.choice([119, 181, 364, 728])), rng.choice(["num", "long"]))
    n.ln("")
    n.ln("  Base: ", (ctx.hosp, "HOSPITAL"), ", ", (ctx.ward, "HOSPITAL"))
    n.ln("  Personal e-mail (for account details): ", (st.email(rng, C.email_domain(rng, c, True)), "EMAIL"))
    if rng.random() < 0.5:
        n.ln("  Previous username at ", (ctx.hosp2, "HOSPITAL"), ": ", (st.user(rng), "USERNAME"), " (please link if possible)")
    n.ln("")
    n.ln("ACCESS REQUIRED")
    n.ln("  [x] Network / Active Directory login - assigned username: ", (user, "USERNAME"))
    n.ln("  [x] Mailbox: ", ("%s@%s" % (user, ctx.dom), "EMAIL"))
    for e in rng.sample(EPR[c], rng.randint(2, 4)):
        n.ln("  [x] ", e, " - role: ", rng.choice(["Junior Doctor (prescriber)", "Resident Physician", "Medical Officer - full", "Consultant", "Read only"]))
    if c == "UK" or (c == "IE" and rng.random() < 0.3):
        n.w("  [x] Smartcard: UUID ", (C.digits(rng, 12), "DEVICE"), " - issued by RA agent ")
        name(n, it, "full")
        n.ln("")
    if rng.random() < 0.6:
        n.ln("  [x] Remote access (VPN): token serial ", (C.alnum(rng, 10), "DEVICE"), "; fixed IP ", (C.ipaddr(rng), "IPADDR"))
    if rng.random() < 0.5:
        n.ln("  [x] Workstation on wheels asset tag ", (C.code(rng, "IT", 6), "DEVICE"), ", subnet gateway ", (C.ipaddr(rng), "IPADDR"))
    if rng.random() < 0.55:
        n.ln("  [x] Handset: ", rng.choice(["Spectralink 8440", "Vocera badge", "Ascom Myco 3", "iPhone SE (managed)"]), ", serial ",
             (C.alnum(rng, 11), "DEVICE"), ", extension ", (C.extnum(rng), "PHONE"))
    if rng.random() < 0.6:
        n.ln("  [x] Biometric enrolment (", rng.choice(["Pyxis BioID", "time and attendance clock", "Imprivata fingerprint", "theatre access reader"]),
             "): template ID ", (C.code(rng, rng.choice(["BIO", "FP", "PV"]), 7), "BIOID"))
    n.ln("  [x] ID badge no. ", (C.digits(rng, 6), "IDNUM"), " - access zones: ", rng.choice(["ED, theatres, wards", "all clinical areas", "ICU, HDU, wards"]))
    if rng.random() < 0.6:
        n.ln("  [x] Parking permit ", (C.code(rng, "PK", 5), "IDNUM"), " for vehicle ", (C.plate(rng, c), "VEHICLE"))
    n.ln("")
    n.ln("INDUCTION TIMETABLE")
    n.w("  ")
    D(n, start, rng.choice(["wd", "wdshort", "wdlong"]))
    n.ln(" 08:30  Corporate induction, ", (ctx.building, "LOCATION_OTHER"), ", room ", (rng.choice(["2.14", "G07", "1.03", "B12", "3"]), "LOCATION_OTHER"))
    n.ln("           11:00  ", rng.choice(EPR[c]), " training (2 h) - bring your ", lbl, " number")
    n.ln("           14:00  Mandatory training: BLS, manual handling, IPC, fire safety")
    n.w("  ")
    D(n, plus(start, 1), rng.choice(["wd", "wdshort"]))
    n.w(" 09:00  Departmental induction with ")
    name(n, ctx.person(), rng.choice(["tfull", "tlast"]))
    n.ln("; ward orientation on ", (ctx.ward, "HOSPITAL"))
    if rng.random() < 0.5:
        n.ln("  Locker no. ", (str(rng.randint(10, 480)), "LOCATION_OTHER"), ", doctors' mess; on-call room ", (str(rng.randint(1, 12)), "LOCATION_OTHER"))
    if rng.random() < 0.4:
        n.ln("  Accommodation: room ", (str(rng.randint(1, 60)), "LOCATION_OTHER"), ", ", (rng.choice(P.BUILDINGS), "LOCATION_OTHER"),
             " (on-site residence), keys from security")
    n.ln("")
    n.w("Completed by ICT: ")
    name(n, it, "full")
    n.w(" (", (it.user(rng), "USERNAME"), ") ")
    D(n, plus(ctx.d0, rng.randint(1, 4)), rng.choice(["num", "short"]))
    n.ln("")
    n.ln("Temporary password sent by SMS to ", (C.phone(rng, c, "mob"), "PHONE"), "; MFA to be set up on first login.")

"""Genre 7: telehealth and remote consultation notes."""
from phi import P, shift
from context import slug
from blocks import audit_line, med_lines, demo_block, prior_entries

GENRE = "telehealth"

PLATFORMS = ["video clinic platform", "NHS-approved video platform", "secure video link", "telehealth portal",
             "Teams (clinical tenant)", "phone + video hybrid"]

PROBS = [
    ("rash on both forearms after gardening", "photo reviewed: linear vesicles, c/w phytophotodermatitis/contact", "emollient, hydrocortisone 1% BD x 7/7"),
    ("sore throat 4 days, FeverPAIN 2", "visualised via camera: mild erythema, no exudate", "delayed script phenoxymethylpenicillin 500 mg QDS x 5/7"),
    ("review of home BP readings", "mean home BP 148/92 over 7 days", "ramipril 2.5 mg OD, U&E in 2/52"),
    ("anxiety and poor sleep since job loss", "GAD-7 15, PHQ-9 11, no risk", "self-help, talking therapies self-referral, sertraline discussed"),
    ("UTI symptoms", "no fever/loin pain, not pregnant", "nitrofurantoin 100 mg MR BD x 3/7"),
    ("medication review - asthma", "ACT 19, inhaler technique watched on video - poor seal", "spacer, MART with Symbicort 200/6"),
    ("post-op wound check", "photo: wound edges opposed, mild erythema 1 cm, no discharge", "continue dressing, DN visit if worse"),
]


def _session_id(c):
    return P("ACCOUNT", "%s %s %s" % (c.r.randint(100, 999), c.r.randint(1000, 9999), c.r.randint(1000, 9999))) if c.chance(0.5) \
        else c.acct(c.ch("VC", "TH", "SESS", "V"))


def _link(c, key="vlink"):
    host = c.ch("meet.example.net", "video.example.org", "telehealth.example.com", "connect.example.net")
    return P("URL", "https://%s/%s/%s" % (host, c.ch("r", "join", "room", "clinic"),
                                         c.ch("%s-%d" % (slug(c.plname("practice").replace("The ", "").split()[0]), c.r.randint(100, 9999)),
                                              "%x" % c.r.randint(16 ** 7, 16 ** 8 - 1))))


def layout_video(c):
    p = c.pt
    doc = c.staff("gp", c.loc.gp_word, "Dr")
    pr = c.r.choice(PROBS)
    L = []
    L.append("%s - VIDEO CONSULTATION" % c.pl("telehealth"))
    L.append("Platform: %s   Session ID: %s" % (c.r.choice(PLATFORMS), _session_id(c)))
    L.append("Link sent by SMS to %s at %02d:%02d: %s" % (P("PHONE", p.mob), c.r.randint(7, 16), c.r.randint(0, 59), _link(c)))
    L.append("Clinician: %s (%s), logged in as %s from %s" % (c.doc(doc, style="tf"), c.loc.gp_word, c.username(doc), c.pl("practice")))
    L.append("")
    L.append("Identity check: name %s, DOB %s, address %s - confirmed by patient.%s" % (
        c.nm(p, c.ch("full", "tf")), c.dob(), c.addr_inline(), c.ch("", " Photo ID (%s licence %s) shown to camera." % (
            c.ch("driving", "driver"), P("LICENSE", c.loc.dl(c.r, p))))))
    loc = c.ch("home", "work (%s, private room)" % c.pl("employer"), "car (parked)", "abroad")
    if loc == "abroad":
        loc = "abroad - staying with %s %s in %s, %s (%s)" % (c.his(), c.rel("host", c.ch("sister", "brother", "daughter")).relation,
                                                              P("CITY", c.r.choice(["Porto Aurel", "Kandeli", "Vila Serrana", "Lumbe"])),
                                                              c.country(foreign=True), "advised re prescribing limits")
    L.append("Patient location: %s. Others present: %s." % (loc, c.ch("none", "%s %s (with consent)" % (
        c.his(), c.rel("pres", c.ch("wife", "husband", "mother", "son")).relation + " " + c.nm(c.rel("pres", "wife"), c.ch("g", "full"))))))
    L.append("Call-back number if disconnected: %s" % P("PHONE", p.mob if c.chance(0.5) else p.land))
    L.append("Consent for video: verbal, %s." % c.dd(c.today, c.ch(c.note_style, "dmy")))
    L.append("")
    L.append("Hx: %s. %s %s; %s." % (pr[0], c.He(), c.job_phrase(), c.ch("no PMH of note", "background %s" % c.eponym(), "T2DM, HTN")))
    L.append("Ex (remote): %s. Self-reported %s." % (pr[1], c.ch("temp 37.9", "HR 88 on smartwatch", "SpO2 97% on home oximeter",
                                                                 "weight 82 kg")))
    L.append("Plan: %s. Script sent electronically to %s (%s)." % (pr[2], c.pl("pharmacy"), c.ch("EPS", "eRx", "e-prescription")))
    L.append("Safety-net: %s if worse; in-person review with %s on %s if not settling." % (
        c.ch(c.loc.helpline, "call the surgery", c.loc.emergency, "ED"), c.nm(c.staff("pn", "practice nurse", None, nurse=True), c.ch("full", "g")),
        c.dd(c.ahead(2, 10), c.ch("wd", "wd_short", "partial"))))
    L.append("")
    L.append("Session log:")
    t = c.r.randint(8, 16)
    L.append("  %02d:%02d clinician joined from %s" % (t, c.r.randint(0, 9), c.ip()))
    L.append("  %02d:%02d patient joined from %s (%s)" % (t, c.r.randint(10, 14), c.ip(), c.ch("mobile app", "browser", "tablet")))
    if c.chance(0.5):
        L.append("  %02d:%02d connection dropped - reconnected by phone %s" % (t, c.r.randint(15, 25), P("PHONE", p.mob)))
    L.append("  %02d:%02d session ended (%d min)" % (t, c.r.randint(26, 40), c.r.randint(8, 22)))
    L.append("")
    L.append(audit_line(c, doc))
    return "\n".join(L)


def layout_phone_triage(c):
    p = c.pt
    nav = c.staff("nav", "care navigator", None)
    tri = c.staff("tri", "triage nurse", None, nurse=True, creds=c.ch("ANP", "RN", "NP"))
    gp = c.staff("gp", c.loc.gp_word, "Dr")
    caller = c.rel("caller", c.ch("daughter", "son", "wife", "husband", "mother", "carer"))
    L = []
    L.append("TELEPHONE TRIAGE RECORD - %s" % c.pl("practice"))
    L.append("%s  Request ref %s" % (c.dd(c.today, c.ch(c.note_style, "wd_full", "wd_dmy")), c.acct(c.ch("TR", "REQ", "CB"))))
    L.append("")
    L.append("Patient: %s (%s), %s %s" % (c.nm(p, c.ch("uc", "full")), c.age(p.age, c.ch("sex", "yo_s", "y", "yrs")), p.pid[0], P("MRN", p.pid[1])))
    L.append("Caller: %s (%s) on %s. Consent to discuss: %s." % (
        c.nm(caller, c.ch("full", "g", "tf")), caller.relation, c.tel("mob"), c.ch("yes - on record", "verbal from patient in background",
                                                                                    "patient lacks capacity - LPA holder")))
    L.append("Logged by %s at %02d:%02d." % (c.nm(nav, c.ch("g", "full")), c.r.randint(8, 10), c.r.randint(0, 59)))
    L.append("")
    L.append("Call-back attempts:")
    t = c.r.randint(9, 12)
    nums = [P("PHONE", p.mob), P("PHONE", p.land), c.tel("mob")]
    for i in range(c.r.randint(2, 3)):
        L.append("  %02d:%02d %s -> %s" % (t + i, c.r.randint(0, 59), nums[i], c.ch("no answer, VM left", "engaged", "answered")))
    L.append("")
    L.append("Triage (%s, %s): %s %s. %s. Red flags: %s." % (
        c.nm(tri, c.ch("full", "ts")), tri.creds, c.ch("Fever 38.6 and", "Increasing SOB and", "Vomiting x6 and", "New confusion and"),
        c.ch("reduced urine output", "cough", "abdominal pain", "fall yesterday"),
        c.ch("Lives with %s" % c.nm(caller, "g"), "Lives alone at %s" % c.addr_inline(), "In care home %s, room %s" % (
            c.pl("carehome"), P("LOCATION_OTHER", str(c.r.randint(1, 60))))),
        c.ch("none", "chest pain - advised %s" % c.loc.emergency, "sepsis screen positive")))
    L.append("History when reached: %s, onset %s. Last seen %s by %s (%s). Fluids: %s. Meds taken: %s." % (
        c.ch("feels 'wiped out'", "worse overnight", "not eating", "unsteady on feet"),
        c.dd(c.ago(1, 4), c.ch("wd", "partial", "wd_short")), c.dd(c.ago(10, 90), c.ch("dmy", "dMon", "partial")),
        c.doc(c.staff("gp2", c.loc.gp_word, "Dr"), style=c.ch("ts", "tis")), c.ch("annual review", "med review", "home visit"),
        c.ch("sips", "~1 L/day", "poor"), c.ch("all", "missed evening doses", "unsure - %s checking blister pack" % c.nm(caller, "g"))))
    L.append("Outcome: %s." % c.ch("F2F today with %s at %02d:%02d" % (c.doc(gp, style="ts"), c.r.randint(13, 17), c.r.choice([0, 10, 20, 40])),
                                    "home visit requested - %s" % c.doc(gp, style="ts"),
                                    "ambulance called %02d:%02d, CAD ref %s" % (c.r.randint(9, 15), c.r.randint(0, 59), c.idnum(c.ch("CAD", "INC"))),
                                    "self-care advice, call back if worse"))
    L.append("Safety-netting given to %s; %s number given: %s." % (
        c.nm(caller, "g"), c.ch("OOH", "surgery", "duty doctor"), c.tel("land")))
    L.append("")
    L.append("Medication (from record):")
    L += med_lines(c, prefix="  ")
    L.append("")
    L.append("")
    L += prior_entries(c, n=c.r.randint(2, 3), header="Recent contacts:")
    L.append("")
    L.append(audit_line(c, tri))
    if c.chance(0.6):
        L.append("Reviewed %s by %s (duty GP)." % (c.dd(c.today, c.ch("dMony", "dmy")), c.doc(gp, style="tis")))
    return "\n".join(L)


def layout_monitoring(c):
    p = c.pt
    nurse = c.staff("tmn", "telehealth nurse", None, nurse=True, creds=c.ch("RN", "RGN", "CNS"))
    L = []
    L.append("%s - Remote Monitoring Summary" % c.pl("telehealth"))
    L += demo_block(c, style="strip", with_nok=True, with_gp=True)
    L.append("Portal user: %s   Enrolled: %s   Programme: %s" % (c.username(p), c.dd(c.ago(60, 600), c.ch("dmy", "mony", "dMony")),
                                                                 c.ch("heart failure", "COPD", "hypertension", "diabetes (CGM)")))
    L.append("")
    L.append("Devices issued:")
    L.append("  Hub/tablet  serial %s  (asset %s)" % (c.device_serial(), c.device_serial()))
    L.append("  BP cuff     serial %s" % c.device_serial())
    L.append("  Pulse oximeter serial %s" % c.device_serial())
    if c.chance(0.5):
        L.append("  Scales      serial %s" % c.device_serial())
    L.append("")
    L.append("Readings (last 7 days):")
    L.append("  Date        BP        HR   SpO2  Wt(kg)")
    d = c.ago(7, 8)
    rst = c.ch("partial_pad", "dmy2", "dMon")
    for i in range(c.r.randint(4, 6)):
        d = shift(d, 1)
        L.append("  %-10s  %d/%d  %d   %d%%   %.1f" % (c.dd(d, rst), c.r.randint(100, 170),
                                                     c.r.randint(55, 100), c.r.randint(50, 110), c.r.randint(86, 99), c.r.uniform(60, 110)))
    L.append("")
    L.append("Alerts:")
    L.append("  %s %02d:%02d AMBER - weight +2.1 kg in 48 h. Called %s: ankles swollen, SOB on stairs." % (
        c.dd(c.ago(1, 3), c.ch("partial", "wd_short")), c.r.randint(7, 11), c.r.randint(0, 59), P("PHONE", p.mob)))
    L.append("  Discussed with %s (HF nurse) - furosemide increased to 80 mg OM for 3 days, U&E %s." % (
        c.nm(c.staff("hfn", "heart failure nurse", None, nurse=True), c.ch("full", "g")), c.dd(c.ahead(1, 4), c.ch("wd", "partial"))))
    L.append("  %s - no upload for 36 h; hub last seen from %s. %s %s confirmed power cut." % (
        c.dd(c.ago(3, 6), c.ch("partial", "wd")), c.ip(), c.His(), c.rel("nok", "wife").relation))
    L.append("")
    L.append("Tech support ticket %s raised by %s (%s)." % (c.idnum(c.ch("TKT", "INC", "SR")), c.nm(c.staff("it", "tech support", None), "full"),
                                                           P("EMAIL", "support@%s.example.net" % c.ch("telemonitor", "remotecare", "vitalslink"))))
    L.append("Next review: %s with %s." % (c.dd(c.ahead(5, 30), c.ch("dmy", "dM", "wd_short")), c.nm(nurse, c.ch("full", "g"))))
    L.append(audit_line(c, nurse))
    return "\n".join(L)


def layout_econsult(c):
    p = c.pt
    gp = c.staff("gp", c.loc.gp_word, "Dr")
    ptn = c.rel("ptn", c.ch("husband", "wife", "partner"))
    kid = c.rel("kid", c.ch("son", "daughter"))
    L = []
    L.append("ONLINE CONSULTATION REQUEST")
    L.append("Submission %s received %s %02d:%02d via %s" % (c.acct(c.ch("OC", "EC", "WEB")), c.dd(c.today, c.ch("iso", "dmy")),
                                                            c.r.randint(0, 23), c.r.randint(0, 59), c.org_url(c.plname("practice"), "online-consult")))
    L.append("Submitted by: %s (account %s) from %s" % (c.nm(p, c.ch("full", "short")), c.username(p), c.ip()))
    L.append("Email: %s   Mobile: %s" % (P("EMAIL", p.email), P("PHONE", p.mob)))
    L.append("DOB (as entered): %s" % c.dob(style=c.ch("dmy", "iso", "dmy2_nopad")))
    L.append("")
    L.append("Q: What would you like help with today?")
    L.append("A: \"hi, ive had %s since about %s. my %s %s thinks i should get it looked at. i work as a %s so cant really take time off. also can %s (my %s, %s) have %s repeat of salbutamol sent to %s please\"" % (
        c.ch("a cough that wont go", "pain in my left knee", "headaches", "a lump on my neck"),
        c.dd(c.ago(10, 40), c.ch("dM", "ordM", "partial")), ptn.relation, c.nm(ptn, "lower"), P("PROFESSION", p.profession),
        c.nm(kid, "lower"), kid.relation, c.age(c.r.randint(4, 15), c.ch("bare", "yrs")), c.his(kid), c.pl("pharmacy")))
    L.append("Q: Any of the following? chest pain / SOB / blood  A: No")
    L.append("Attachment: photo_%d.jpg (reviewed)" % c.r.randint(1000, 9999))
    L.append("")
    L.append("Clinician response (%s, %s %02d:%02d):" % (c.doc(gp, style="tf"), c.dd(c.today, c.ch("dmy", "partial")),
                                                      c.r.randint(8, 18), c.r.randint(0, 59)))
    L.append("Dear %s, thank you for your message. I'd like to speak to you on the phone %s between 2 and 4pm on %s. %s's inhaler request has been passed to the practice pharmacist, %s. If you develop %s please call %s." % (
        c.nm(p, c.ch("g", "ts")), c.dd(c.ahead(0, 2), c.ch("wd", "wd_short")), P("PHONE", p.mob), c.nm(kid, "g"),
        c.nm(c.staff("pharm", "practice pharmacist", None), c.ch("full", "g")), c.ch("SOB or chest pain", "fever", "night sweats"),
        c.ch(c.loc.helpline, c.loc.emergency, "the surgery")))
    L.append("")
    L.append("Coded: %s. Task to %s (admin) to book bloods at %s." % (
        c.ch("cough", "knee pain", "headache", "neck lump"), c.nm(c.staff("adm", "admin", None), c.ch("g", "full")), c.pl("clinic")))
    L.append(audit_line(c, gp))
    return "\n".join(L)


def layout_expat(c):
    p = c.pt
    doc = c.staff("gp", c.loc.gp_word, "Dr")
    fc = c.foreign_country_name()
    L = []
    L.append("REMOTE CONSULTATION - PATIENT OVERSEAS")
    L.append("%s | %s | clinician %s" % (c.pl("practice"), c.dd(c.today, c.ch(c.note_style, "wd_full")), c.doc(doc, style="tf")))
    L.append("")
    L.append("%s, DOB %s, %s %s, %s %s." % (c.nm(p, c.ch("uc", "full")), c.dob(), p.pid[0], P("MRN", p.pid[1]),
                                            p.natid[0], P("SSN", p.natid[1])))
    L.append("Usual address: %s, %s." % (c.addr_inline(), c.country()))
    L.append("Currently in %s since %s (%s contract with %s); temporary address: %s, %s, %s." % (
        P("COUNTRY", fc), c.dd(c.ago(30, 300), c.ch("my", "mony", "dMy")), c.ch("6-month", "12-month", "seasonal"),
        c.pl("employer"), P("STREET", "%d %s" % (c.r.randint(1, 200), c.ch("Rua das Flores", "Jalan Melati", "Calle Mayor",
                                                                              "Sukhumvit Soi 22", "Mombasa Road", "Avenue des Pins"))),
        P("CITY", c.r.choice(["Porto Aurel", "Kandeli", "Vila Serrana", "Pantai Sari", "San Teodoro del Mar"])), P("COUNTRY", fc)))
    L.append("Local number %s; %s number %s (WhatsApp). Time difference +%d h." % (
        P("PHONE", "+%d %d 555 01%02d" % (c.r.choice([351, 62, 34, 66, 971, 254]), c.r.randint(20, 99), c.r.randint(0, 99))),
        c.ch("home", "usual"), P("PHONE", p.mob), c.r.randint(1, 9)))
    L.append("Video via %s - meeting ID %s, link %s. Connection from %s." % (
        c.r.choice(PLATFORMS), _session_id(c), _link(c), c.ip()))
    L.append("")
    L.append("Issue: ran out of %s; local doctor (%s at %s) has seen %s." % (
        c.ch("levothyroxine", "sertraline", "insulin glargine", "apixaban"), c.doc(c.staff("loc", "local doctor", "Dr",
                                                                                         origin=c.ch("french_ca", "filipino", "indian")), style="tf"),
        P("HOSPITAL", c.ch("Clínica Central", "Klinik Sari Husada", "Bangkok Road Clinic", "Al Nakheel Medical Centre")), c.him()))
    L.append("Advice: we cannot issue prescriptions for dispensing abroad; summary care record emailed to %s at %s (with consent); %s to take summary to local pharmacy." % (
        c.ch("the clinic", "the local doctor"), P("EMAIL", "%s@%s" % (c.ch("clinic", "doctor", "info"), c.ch("example.com", "example.net"))), c.nm(p, "g")))
    L.append("Insurance: %s, member no. %s." % (c.pl("insurer"), P("HEALTHPLAN", "%s%d" % (c.ch("EXP", "GL", "INT"), c.r.randint(100000, 9999999)))))
    L.append("Returns home %s; review booked %s with %s." % (c.dd(c.ahead(20, 120), c.ch("my", "dMy", "ordM")),
                                                            c.dd(c.ahead(121, 140), c.ch("dmy", "dM")), c.doc(doc, style="ts")))
    L.append("Emergency contact at home: %s %s, %s." % (c.his(), c.rel("nok", c.ch("mother", "brother", "sister")).relation,
                                                        c.nm(c.rel("nok", "mother"), c.ch("full", "tf")) + " " + c.tel("mob")))
    L.append("")
    L.append(audit_line(c, doc))
    return "\n".join(L)


LAYOUTS = [("video_consultation", layout_video), ("telephone_triage", layout_phone_triage),
           ("remote_monitoring", layout_monitoring), ("online_consultation", layout_econsult),
           ("overseas_remote_consult", layout_expat)]


def patient(c):
    return c.make_patient(18, 88)

"""Genres: STI screening result letter, partner notification record, pregnancy options counselling."""
import datetime as dt

import blocks as K
import pools as P
from fmt import S

TESTS = (
    ("Chlamydia trachomatis NAAT", ("NOT detected", "NOT detected", "NOT detected", "DETECTED")),
    ("Neisseria gonorrhoeae NAAT", ("NOT detected", "NOT detected", "NOT detected", "DETECTED")),
    ("HIV 1/2 Ag/Ab (4th generation)", ("Non-reactive",)),
    ("Syphilis (TP EIA)", ("Negative", "Negative", "Negative", "REACTIVE - RPR 1:16, TPPA positive")),
    ("Hepatitis B surface antigen", ("Not detected",)),
    ("Hepatitis C antibody", ("Not detected",)),
    ("Trichomonas vaginalis NAAT", ("NOT detected", "NOT detected", "DETECTED")),
    ("Mycoplasma genitalium NAAT", ("Not detected", "DETECTED (macrolide resistance mutation detected)")),
)
SITES = ("VVS", "FVU", "rectal", "pharyngeal", "serum", "urine")
TX = {
    "Chlamydia": "doxycycline 100 mg twice daily for 7 days",
    "Neisseria": "a single injection of ceftriaxone 1 g",
    "Syphilis": "benzathine penicillin 2.4 MU IM (one or three doses depending on stage)",
    "Trichomonas": "metronidazole 400 mg twice daily for 7 days",
    "Mycoplasma": "moxifloxacin 400 mg daily for 10 days",
}


def sti_letter(c, b):
    K.setup(c, age_lo=16, age_hi=62)
    K.letterhead(c, b, c.site, fax=c.pr(0.7), web=c.pr(0.8))
    if c.pr(0.25):
        b.ln(c.ch(("PRIVATE & CONFIDENTIAL", "Strictly confidential - addressee only")))
    b.ln(c.pn(c.ch(("titlefull", "full", "fullmid"))))
    b.ln(c.addr(country=c.pr(0.15)))
    b.ln("")
    sent = c.d0 + dt.timedelta(days=c.r.randint(3, 12))
    b.ln(c.ch(("Date: ", "", "Date of letter: ")), c.D(sent))
    b.ln(c.ch(("Our ref: ", "Clinic no: ", "Ref: ")), S("MRN", c.cn), c.ch(("", "   " + K.natlabel(c) + ": " + S("MRN", c.nhsno))))
    b.ln("")
    b.ln("Dear ", c.pn(c.ch(("title", "first", "first", "nick"))), ",")
    b.ln("")
    k = c.r.randrange(3)
    if k == 0:
        b.ln("RE: RESULTS OF TESTS TAKEN ON ", c.D(c.d0))
    else:
        b.ln(("Re: Your recent sexual health test results", "Your results")[k - 1])
    b.ln("")
    b.ln("Thank you for attending ", S("HOSPITAL", c.site["name"]) if c.pr(0.6) else "the clinic", " on ",
         c.D(c.d0, c.ch((c.ds, "wdmonth", "dmonth"))), c.ch((". ", " for a check-up. ")),
         "The results of the tests taken are shown below.")
    b.ln("")
    tests = [t for t in TESTS if c.pr(0.75)] or [TESTS[0]]
    b.ln("%-34s %-8s %-14s %s" % ("Test", "Sample", "Lab no.", "Result"))
    pos = []
    for name, res in tests:
        r = c.ch(res)
        if "DETECTED" in r or "REACTIVE" in r:
            pos.append(name)
        if any(k in name for k in ("HIV", "Syph", "Hep")):
            site = "serum"
        elif "Chlamydia" in name or "gonorrhoeae" in name:
            site = c.ch(SITES[:4])
        else:
            site = c.ch(("VVS", "FVU"))
        b.ln("%-34s %-8s " % (name, site), S("IDNUM", c.idnum("spec")), "  ", r)
    b.ln("")
    if not pos:
        b.ln(c.ch(("All of your results are negative and no further action is needed.",
                   "Good news - none of the infections tested for were found.",
                   "These results are normal. Remember the window period for HIV and syphilis is up to 6 weeks.")))
        b.ln("If you have had a new partner since your test, consider a repeat screen in 3 months.")
    else:
        first = pos[0].split()[0]
        b.ln("One or more of your results needs treatment. Your ", pos[0].split(" (")[0],
             " test was positive. This is usually treated with ", TX.get(first, "a course of antibiotics"), ".")
        b.ln("Please telephone us on ", S("PHONE", c.site["tel"]), " or book online at ", S("URL", c.site["url"]),
             " so that we can arrange treatment", c.ch((" as soon as possible.", " within the next 7 days.")))
        ha = c.clin("nurse")
        b.ln("Our health adviser, ", c.dn(ha, c.ch(("full", "first"))), ", will talk to you about letting recent partners know.")
        b.ln("Please avoid sex (including oral sex) until you and your partner(s) have completed treatment.")
    b.ln("")
    b.ln(c.ch(("You can view your results online via our secure portal; your username is ",
               "Reminder - your portal login is ", "Portal username: ")), S("USERNAME", c.user()), "." if c.pr(0.5) else "")
    if c.pr(0.35):
        b.ln("We will not contact your GP unless you ask us to.")
    b.ln("")
    b.ln(c.ch(("Yours sincerely,", "Kind regards,", "Best wishes,")))
    b.ln("")
    b.ln(c.sig(c.clin1))
    b.ln("")
    if c.pr(0.35):
        b.ln("cc: ", c.dn(c.gpdoc, "tfull"), ", ", S("HOSPITAL", c.gp["name"]), ", ", S("STREET", c.gp["h"]["street"]), ", ",
             S("CITY", c.gp["h"]["city"]), " (with patient consent ", c.D(c.d0, c.ch(("dm", c.ds))), ")")
    b.ln(c.ch(("Letter ref ", "Doc ID ", "Batch ")), S("IDNUM", c.idnum("ref")), " / typed by ",
         K.typist(c))


DX = (
    ("Chlamydia trachomatis (CT)", "6 months", "doxycycline 100 mg BD 7/7"),
    ("Neisseria gonorrhoeae (GC)", "2 weeks (symptomatic) / 3 months", "ceftriaxone 1 g IM stat"),
    ("Early syphilis (primary)", "3 months + duration of symptoms", "benzathine penicillin G 2.4 MU IM stat"),
    ("Early latent syphilis", "2 years", "benzathine penicillin G 2.4 MU IM stat"),
    ("Trichomonas vaginalis", "4 weeks", "metronidazole 400 mg BD 7/7"),
    ("Mycoplasma genitalium", "6 months", "doxycycline 7/7 then azithromycin 3/7"),
    ("HIV-1 (new diagnosis)", "since last negative test", "referred to HIV clinic"),
)
APPS = ("Grindr", "Tinder", "Hinge", "Bumble", "Scruff", "Feeld")


def partner_notif(c, b):
    K.setup(c, age_lo=16, age_hi=58)
    K.hdr(c, b, c.ch(("Partner Notification Record", "PARTNER NOTIFICATION (PN) - HEALTH ADVISER RECORD" if c.uk
                      else "CONTACT TRACING RECORD", "PN Worksheet")))
    dx, look, tx = c.ch(DX)
    ha = c.clin("nurse")
    if c.uk:
        ha.role = "Sexual Health Adviser"
    b.ln("Service: ", S("HOSPITAL", c.site["name"]), "   PN case ID: ", S("IDNUM", "PN-%d-%s" % (c.d0.year % 100, c.dig(5))))
    b.ln("Index: ", c.pn(c.ch(("SF", "full", "init"))), "  ", c.ch(("Clinic no ", "GUM ")), S("MRN", c.cn), "  Age ", c.A(),
         "  Gender: ", {"f": "F", "m": "M", "n": "non-binary"}[c.pt.gender])
    b.ln("Diagnosis: ", dx, "   Date Dx: ", c.D(c.d0), "   Treated: ", c.D(c.d0 + dt.timedelta(days=c.r.randint(0, 4)), c.ch(("dm", c.ds))), " (", tx, ")")
    b.ln("Look-back period: ", look)
    b.ln("Health adviser: ", c.dn(ha, c.ch(("full", "initlast"))))
    b.ln("")
    b.ln(c.ch(("Interview notes:", "PN discussion:")), " ", c.pn("first"), " ", c.ch((
        "engaged well, able to name most contacts.", "anxious about telling regular partner; options explained.",
        "reports contacts mainly via apps; several anonymous.", "keen for provider referral (anonymous text).")))
    if c.pr(0.4):
        b.ln("Sexual history: ", c.ch(("MSM", "heterosexual", "bisexual", "WSW and men")), ", ",
             str(c.r.randint(1, 9)), " partners in look-back, condom use ", c.ch(("inconsistent", "never", "for anal only")), ".")
    if c.pr(0.25):
        b.ln("Travel: sex abroad in ", S("COUNTRY", c.ch(P.COUNTRIES)), " in ", c.D(c.days(-120, -20), "monyear"), ".")
    b.ln("")
    b.ln("Contacts:")
    n = c.r.randint(2, 5)
    verified = 0
    maxd = {"6": 180, "2": 90, "3": 120, "4": 28, "s": 240}[look[0]]
    for i in range(n):
        pa = K.sex_partner(c)
        last = c.d0 - dt.timedelta(days=c.r.randint(3, maxd))
        kind = c.ch(("named", "named", "app", "phone", "anon"))
        if kind == "named":
            who = c.pn(c.ch(("full", "full", "first", "sf")), "FAMILY", pa)
        elif kind == "app":
            who = "%s user %s" % (c.ch(APPS), S("USERNAME", c.user(pa)))
        elif kind == "phone":
            who = "%s (mob %s)" % (S("FAMILY", pa.first), S("PHONE", c.mob()))
        else:
            who = c.ch(("unnamed - met at sauna", "anonymous, no details", "unknown name, festival"))
        rel = c.ch(("regular partner", "ex-partner", "casual", "one-off", "casual (x3)"))
        meth = c.ch(("patient referral", "provider referral (SMS)", "provider referral (phone)", "contract referral (7 days)",
                     "app message via provider", "not contactable"))
        out = c.ch(("attended & treated", "verified treated at GP", "attended, test neg, epi treated", "awaiting",
                    "declined", "unable to contact"))
        if meth == "not contactable":
            out = c.ch(("unable to contact", "no details - closed"))
        if "attended" in out or "verified" in out:
            verified += 1
        b.ln("%d. " % (i + 1), who, " | ", rel, " | last sex ", c.D(last, c.ch(("dm", c.ds, "dmnoyear"))), " | ", meth, " | ", out)
        if "attended" in out and c.pr(0.5):
            b.ln("   -> seen at ", S("HOSPITAL", c.ch(P.UK_CLINICS if c.uk else P.NZ_CLINICS).format(city=c.home["city"])),
                 " ", c.D(c.d0 + dt.timedelta(days=c.r.randint(2, 20)), c.ch(("dm", c.ds))), c.ch(("", ", contact slip " + S("IDNUM", c.dig(6)))))
    b.ln("")
    b.ln("Outcome: %d/%d contacts verified. " % (verified, n), c.ch(("PN complete.", "Further attempts planned.", "Case closed.")))
    if c.pr(0.5):
        b.ln("Follow-up call to index ", c.D(c.d0 + dt.timedelta(days=c.r.randint(7, 21)), c.ch(("wdshort", c.ds))), " on ", S("PHONE", c.mobile),
             c.ch((" - no answer, voicemail not left (confidentiality).", " - all partners informed.", ".")))
    if "syphilis" in dx.lower() or "HIV" in dx:
        b.ln("Surveillance notification sent", c.ch((".", ", ref " + S("IDNUM", c.idnum("ref")) + ".")))
    b.ln("")
    b.ln(c.sig(ha, with_reg=c.pr(0.5)))
    if c.pr(0.5):
        K.audit(c, b, ha)


def preg_options(c, b):
    K.setup(c, gender="f", age_lo=15, age_hi=46)
    prov = c.make_site("abortion")
    K.hdr(c, b, c.ch(("Pregnancy Options Counselling", "PREGNANCY DECISION-MAKING CONSULTATION", "Unplanned Pregnancy - Options Appointment")))
    b.ln("Clinic: ", S("HOSPITAL", c.site["name"]), "   Date: ", c.D(c.d0), "   Clinician: ", c.dn(c.clin1))
    K.demo(c, b, extra=c.ch((("mob", "gp"), ("addr", "mob"), ("gp",), ("mob", "ni", "gp"))))
    if c.pr(0.3):
        lang = c.ch(("Polish", "Romanian", "Tongan", "Samoan", "Arabic", "Mandarin", "Punjabi"))
        interp = c.clin()
        b.ln("Interpreter: ", lang, " - ", c.ch(("telephone interpreter ", "in person, ")), S("DOCTOR", interp.full()),
             c.ch(("", " (ID " + S("IDNUM", c.dig(5)) + ")")))
    b.ln("")
    l = c.d0 - dt.timedelta(days=c.r.randint(36, 90))
    ga = (c.d0 - l).days
    b.ln("History: positive home UPT ", c.D(c.d0 - dt.timedelta(days=c.r.randint(2, 10)), c.ch(("dm", "wdshort", c.ds))),
         ". LMP ", c.D(l), " (", c.ch(("certain", "uncertain", "certain, regular cycle")), ") = %d+%d weeks by dates." % (ga // 7, ga % 7))
    if c.pr(0.6):
        crl = c.r.randint(5, 45)
        b.ln("USS ", c.D(c.d0 - dt.timedelta(days=c.r.randint(0, 3)), c.ch(("dm", c.ds))), " at ",
             S("HOSPITAL", c.ch(P.UK_HOSP if c.uk else P.NZ_HOSP)), ": single IUP, CRL %d mm, FH %s. Gestation %d+%d." % (
                 crl, c.ch(("present", "present", "not yet seen")), ga // 7, (ga % 7 + c.ch((0, 1, -1))) % 7))
    b.ln("Contraception at conception: ", c.ch(("none", "condoms (split)", "COC - missed pills", "POP", "withdrawal")), ".")
    b.ln("Obstetric hx: ", c.ch(("G1P0", "G2P1", "G3P1+1", "G4P2+1", "G2P0+1")), ".  PMH: ", c.ch(("nil", "asthma", "anaemia", "T1DM", "anxiety")), ".")
    b.ln("")
    b.ln("Options discussed: continuing pregnancy (antenatal booking / midwife), adoption, abortion (early medical abortion at home")
    b.ln("up to 10+0 weeks, or surgical - MVA under LA / vacuum aspiration under sedation). Risks of each explained.")
    b.ln("Decision: ", c.ch(("client is certain of decision to have an abortion.", "would like more time - follow-up booked.",
                             "decided to continue pregnancy - referred for antenatal care.", "certain; prefers surgical method.")))
    b.ln("")
    b.ln("Social:")
    if c.pr(0.7):
        pa = c.other("m")
        b.ln("- Partner ", c.pn(c.ch(("first", "full")), "FAMILY", pa), c.ch((" aware and supportive.", " not aware; client does not wish to tell him.",
                                                                             " aware, they have separated.")))
    if c.pr(0.45):
        mum = c.other("f", c.pt.last if c.pr(0.6) else None)
        b.ln("- Mother ", c.pn(c.ch(("first", "full")), "FAMILY", mum), " ", c.ch(("knows and will attend with her.", "not told.",
                                                                                     "will provide childcare.")))
    b.ln("- ", K.occupation(c) if c.pr(0.6) else "Not currently working", c.ch(("; lives with flatmates.", "; lives with parents.", "; 2 children at home.")))
    b.ln("- Routine enquiry re domestic abuse: ", c.ch(("negative", "negative, seen alone", "discloses past DV - IDVA details given")), ". Reproductive coercion: denied.")
    if c.age < 18:
        b.ln("- Under 18: Fraser/Gillick competence assessed - competent; safeguarding checklist completed.")
    b.ln("")
    b.ln("Bloods: Hb %d g/L, blood group %s %s. Chlamydia/GC NAAT taken." % (c.r.randint(105, 148), c.ch(("O", "A", "B", "AB")), c.ch(("RhD positive", "RhD positive", "RhD negative"))))
    b.ln("Contraception afterwards: ", c.ch(("implant to be fitted with mifepristone", "IUS at time of surgery", "POP quick-start", "undecided")), ".")
    b.ln("")
    b.ln("Plan:")
    b.ln("1. Referral to ", S("HOSPITAL", prov["name"]), " (tel ", S("PHONE", prov["tel"]), c.ch((", fax ", ", secure fax ")), S("FAX", prov["fax"]), ")")
    b.ln("   Appointment ", c.D(c.d0 + dt.timedelta(days=c.r.randint(2, 9)), c.ch(("wdmonth", c.ds))), " %02d:%02d, referral no. " % (c.r.randint(8, 16), c.ch((0, 30))),
         S("IDNUM", c.idnum("ref")))
    if c.uk:
        b.ln("2. HSA1 ", c.ch(("signed by two doctors", "completed by ", "completed")),
             c.dn(c.clin1, "tlast") + " and referring provider" if c.pr(0.3) else "", ".")
    else:
        b.ln("2. Under 20 weeks - no statutory test; information on options provided as required by the Act.")
    b.ln("3. Low-sensitivity pregnancy test 3-4 weeks post EMA; call ", S("PHONE", prov["tel"]), " if heavy bleeding or fever.")
    b.ln("4. Counselling offered - ", c.ch(("accepted", "declined", "will self-refer")), ".")
    K.signoff(c, b)

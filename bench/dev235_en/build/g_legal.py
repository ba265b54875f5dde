"""Genres: court statement / expert report and telephone encounter (dev235_en, author 235)."""
from common import m, lowm
import case as K

QUALS = {"US": "I am a board-certified forensic pathologist (American Board of Pathology, anatomic and forensic pathology) and have performed more than %d autopsies.",
         "UK": "I am a Home Office Registered Forensic Pathologist and Fellow of the Royal College of Pathologists. I have conducted over %d post-mortem examinations.",
         "AU": "I am a Fellow of the Royal College of Pathologists of Australasia (forensic pathology) and have performed in excess of %d medicolegal autopsies."}


def expert(c):
    K.setup(c, no_infant=c.pr(0.8))
    sc = c.sc
    path = c.path
    L = []
    pm_d = c.days(c.day0, c.ch([1, 2, 3]))
    stmt_d = c.days(c.day0, c.r.randint(30, 400))
    defendant = c.person(sex=c.ch("MMMF"))
    if c.cty == "UK":
        L.append("RESTRICTED (when complete)")
        L.append("WITNESS STATEMENT")
        L.append("Criminal Procedure Rules, r. 16.2; Criminal Justice Act 1967, s. 9; Magistrates' Courts Act 1980, s.5B")
        L.append("URN: %s" % m("IDNUM", c.ch(["%s%s%s/%s" % (c.dg(2), c.lt(2), c.dg(5), c.dg(2)), "%s/%s" % (c.dg(7), c.dg(2))])))
        L.append("Statement of: %s" % m("DOCTOR", path.render(c.ch(["fl", "FL", "fml"]))))
        L.append("Age if under 18: Over %s      Occupation: Consultant Forensic Pathologist" % m("AGE", "18"))
        L.append("This statement (consisting of %d page(s) each signed by me) is true to the best of my knowledge and belief and I make it knowing that, "
                 "if it is tendered in evidence, I shall be liable to prosecution if I have wilfully stated anything which I know to be false." % c.r.randint(3, 14))
        L.append("Signature: %s      Date: %s" % (m("DOCTOR", path.render(c.ch(["il", "l"]))), c.D(stmt_d, kind="form")))
        L.append("")
    elif c.cty == "US":
        L.append("IN THE %s" % m("ORGANIZATION", c.org("court").upper()))
        L.append("%s OF %s v. %s" % (c.ch(["STATE", "COMMONWEALTH", "PEOPLE OF THE STATE"]), m("STATE", c.region[0].upper()), m("FAMILY", defendant.render("FL"))))
        L.append("Case No. %s" % m("IDNUM", "%s-%d-%s" % (c.ch(["CR", "CF", "F"]), c.day0.year, c.dg(5))))
        L.append("")
        L.append("EXPERT REPORT OF %s" % c.dr(path, "path", 3).upper() if c.pr(0.3) else "Expert report of %s" % c.dr(path, "path", 3))
        L.append("Re: death of %s (ME case %s)" % (K.P(c, c.ch(["fl", "fml", "LF"])), m("IDNUM", c.case_no)))
        L.append("Prepared at the request of %s, %s" % (c.nm(c.person(), "FAMILY", c.ch(["fl", "fml"])), c.ch(["Assistant District Attorney", "Deputy Public Defender",
                                                                                                               "counsel for the defendant", "Assistant State Attorney"])))
        L.append("")
    else:
        L.append("EXPERT REPORT FOR THE CORONER")
        L.append("In the matter of the inquest into the death of %s" % K.P(c, c.ch(["fl", "fml", "FL"])))
        L.append("%s   Coronial ref %s" % (c.O("court"), m("IDNUM", c.case_no)))
        L.append("Author: %s" % c.dr(path, "path", c.r.randint(0, 7)))
        L.append("")
    L.append(c.ch(["1. QUALIFICATIONS", "Qualifications and experience", "BACKGROUND"]))
    L.append(QUALS[c.cty] % c.ch([1500, 2500, 4000, 6000]) + " %s %s." % (
        {"US": "I hold a medical licence in", "UK": "My GMC number is", "AU": "My AHPRA registration is"}[c.cty],
        m("STATE", c.region[0]) + " (no. " + c.LIC("med") + ")" if c.cty == "US" else c.LIC("med")))
    L.append("")
    L.append(c.ch(["2. MATERIAL REVIEWED", "Documents considered", "SOURCES OF INFORMATION"]))
    mats = ["my post-mortem report dated %s (%s)" % (c.D(c.days(pm_d, c.r.randint(20, 90))), m("IDNUM", c.pm_no)),
            "toxicology report %s from %s" % (m("IDNUM", c.tox_no), c.O("lab")),
            "police summary and witness statements (%s)" % m("IDNUM", c.pol_no),
            "medical records from %s, %s" % (m("HOSPITAL", c.hosp_name), "MRN " + c.MRN()),
            "ambulance patient care record, %s, incident %s" % (c.O("ambulance"), c.I("cad")),
            "body-worn camera footage (device %s), %d min" % (c.DEV("bwc"), c.r.randint(3, 40)),
            "scene photographs taken by %s" % c.nm(c.person(), "FAMILY", c.ch(["fl", "il"])),
            "GP records from %s" % c.H("gp"), "CCTV stills from %s" % m("ORGANIZATION", c.org("venue"))]
    for i, x in enumerate(c.sample(mats, c.r.randint(3, 6)), 1):
        L.append("  (%s) %s" % ("abcdefghij"[i - 1], x))
    L.append("")
    L.append(c.ch(["3. BACKGROUND", "Circumstances (as understood)", "HISTORY"]))
    if c.infant:
        L.append("%s was a %s infant. %s: %s." % (K.P(c, "f"), K.AGE(c), c.D(c.day0), sc["scene"]))
    else:
        L.append("%s was a %s %s%s. I understand the circumstances on %s%s to be as follows: %s." % (
            K.P(c, c.ch(["fl", "l"])) if c.pr(0.5) else c.title(c.pt) + " " + K.P(c, "l"), K.AGE(c, 0), c.mf,
            (" who worked as a " + m("PROFESSION", c.prof)) if c.pr(0.5) else "", c.D(c.day0),
            c.ch(["", " (the night of the incident)"]), sc["scene"]))
    if sc["key"] in ("gsw", "sfi", "bfh"):
        L.append("%s has been charged in connection with the death. %s and %s were present at the address." % (
            m("FAMILY", defendant.render(c.ch(["fl", "fml", "l"]))), c.nm(c.person(), "FAMILY", "fl"), c.nm(c.person(), "FAMILY", "fl")))
    L.append("")
    L.append(c.ch(["4. FINDINGS", "Summary of post-mortem findings", "RELEVANT FINDINGS"]))
    for i, f in enumerate(sc["ext"][:2] + sc["inj"][:3] + sc["internal"][:2], 1):
        L.append("4.%d %s." % (i, f[0].upper() + f[1:]))
    L.append("")
    L.append(c.ch(["5. OPINION", "Opinion", "DISCUSSION AND CONCLUSIONS"]))
    ops = ["The cause of death is %s." % sc["cod"][0].lower(),
           "I cannot say with precision when the injuries were sustained; they are recent, having occurred within hours rather than days of death.",
           "The time of death cannot be stated accurately; the post-mortem interval estimate is %d-%d hours based on body temperature and rigor." % (c.r.randint(4, 10), c.r.randint(11, 30)),
           "Intoxication may have contributed to %s vulnerability." % c.his,
           "The findings do not allow me to distinguish between a fall and a push.",
           "Any force used would have been at least moderate.",
           "I agree with the conclusions of %s at paragraph %d of %s report dated %s." % (c.dr(c.person(), "path", 0), c.r.randint(3, 30), c.ch(["her", "his"]),
                                                                                         c.D(c.days(stmt_d, -c.r.randint(10, 100))))]
    if sc["manner"] == "Natural" or sc["key"] in ("sudi", "sudep", "pe", "dka"):
        ops = [ops[0], ops[2], ops[6],
               "There were no injuries to suggest the involvement of another person.",
               "The natural disease identified is of a severity that can cause sudden death at any time, without warning.",
               "Earlier medical attention would not, on the balance of probabilities, have altered the outcome."]
    for i, o in enumerate(c.sample(ops, c.r.randint(3, 5)), 1):
        L.append("5.%d %s" % (i, o))
    L.append("")
    if c.cty == "US":
        L.append("I declare under penalty of perjury under the laws of the State of %s that the foregoing is true and correct. Executed on %s at %s." % (
            m("STATE", c.region[0]), c.D(stmt_d), c.city_state(c.home_city)))
    elif c.cty == "AU":
        L.append("I have read and complied with the expert witness code of conduct. Dated %s." % c.D(stmt_d))
    else:
        L.append("I understand my duty to the court and have complied with Part 19 of the Criminal Procedure Rules.")
    L.append("")
    L.append(c.dr(path, "path", c.r.randint(3, 6)))
    L.append(c.ch(["%s, %s" % (m("HOSPITAL", c.hosp("meo")), c.PH()), c.EM(path), "%s  %s" % (c.PH(), c.FX())]))
    if c.pr(0.6):
        L.append("")
        L.append(c.ch(["Page %d of %d - re %s" % (c.r.randint(2, 9), c.r.randint(9, 14), K.P(c, c.ch(["fl", "LF"]))),
                       "[footer] %s | %s | page %d" % (K.P(c, "LF"), m("IDNUM", c.case_no), c.r.randint(2, 12)),
                       "Signed: %s   Witness to signature: %s" % (m("DOCTOR", path.render("il")), c.nm(c.person(), "FAMILY", "fl"))]))
    return "\n".join(L)


def telephone(c):
    kind = c.r.randint(0, 8)
    living = kind in (2, 3, 6)
    if living:
        K.setup(c, living=True, age_range=(17, 65))
    else:
        K.setup(c, no_infant=c.pr(0.7))
    L = []
    who = c.staff("clerk")
    T = c.times(3, 7, 19)
    L.append(c.ch(["TELEPHONE ENCOUNTER", "Telephone note", "PHONE CALL LOG", "Tel. contact"]))
    L.append("%s %s   Taken by: %s%s" % (c.D(c.day0 if living else c.days(c.day0, c.r.randint(1, 20)), kind="form"), T[0],
                                         c.plain(who, forms=("fl", "il", "fi", "ini")), (" (" + c.U(who) + ")") if c.pr(0.3) else ""))
    if kind == 0:
        L.append("Caller: %s (%s of decedent) %s" % (c.nm(c.nok, "FAMILY", c.ch(["fl", "lf", "f"])), c.nok_rel, c.PH()))
        L.append("Re: %s, case %s" % (K.P(c, c.ch(["LF", "fl", "lf"])), m("IDNUM", c.case_no)))
        body = ("%s asking when the body can be released to %s and whether %s can view. advised PM completed %s, cause of death pending toxicology "
                "(approx %d-%d weeks). body released; funeral director to contact office. caller also asked for copy of report - "
                "explained request process via %s. caller upset, gave number for bereavement support. callback %s.") % (
            c.ch(["Caller", "NOK"]), c.O("funeral"), c.ch(["family", "she", "he"]), c.D(c.days(c.day0, 2), kind="short"),
            c.r.randint(4, 8), c.r.randint(9, 14), c.UR() if c.pr(0.6) else c.EM(org=True), c.ch(["not required", "requested at " + T[2], "in 2/7"]))
    elif kind == 1:
        fh = c.person()
        L.append("Caller: %s, %s, %s" % (c.nm(fh, "FAMILY", c.ch(["fl", "il"])), c.O("funeral"), c.PH()))
        L.append("Re: %s DOB %s (%s)" % (K.P(c, c.ch(["LF", "fl"])), c.D(c.dob, kind="form"), m("IDNUM", c.case_no)))
        body = ("FD requesting release. Cremation papers: %s. Confirmed %s. Paperwork faxed to %s at %s. Body in %s %s." % (
            c.ch(["Cremation 4 and 5 completed", "ME release signed", "awaiting coroner's form 6"]),
            c.ch(["no pacemaker", "pacemaker removed at PM (serial %s)" % c.DEV("pacer"), "no implants"]), c.FX(), T[1],
            c.ch(["fridge", "bay", "drawer"]), m("LOCATION_OTHER", str(c.r.randint(1, 60)))))
    elif kind == 2:
        L.append("Call to: %s (patient) %s" % (K.P(c, c.ch(["fl", "f", "LF"])), c.PH()))
        L.append("Re: SARC attendance %s, ref %s" % (c.D(c.days(c.day0, -c.r.randint(7, 21)), kind="short"), c.MRN()))
        body = ("identity confirmed (DOB %s, first line of address %s). pt reports %s. results: chlamydia/gonorrhoea NAAT %s; HIV/syphilis baseline neg. "
                "%s. advised repeat bloods at %s on %s. ISVA %s to call. pt consents to text reminders to this number.") % (
            c.D(c.dob, kind="form"), m("STREET", c.street_addr), c.ch(["sleeping poorly", "coping ok", "nausea on PEP, taking with food", "has not been back to work"]),
            c.ch(["negative", "positive - treated", "negative"]), c.ch(["PEP course completed", "missed 2 doses of PEP", "declined PEP"]),
            c.H("hospital"), c.D(c.days(c.day0, c.r.randint(20, 90)), kind="short"), m("FAMILY", c.person().render(c.ch(["f", "fl"]))))
        if c.pr(0.5):
            body = lowm(body)
    elif kind == 3:
        L.append("Call from: %s, %s, %s" % (c.officer(), m("LOCATION_OTHER", c.place("custody")), c.PH()))
        L.append("Re: detainee %s, custody no. %s" % (K.P(c, c.ch(["LF", "fl", "L"])), c.I("custody")))
        body = ("caller reports detainee %s. obs per custody staff: %s. advised %s. HCP %s to attend by %s. "
                "%s") % (c.ch(["vomiting x3", "shaking and sweating, says withdrawing", "banged head on cell wall", "hasn't had insulin today",
                                "found with ligature, removed"]),
                         c.ch(["RR 18, alert", "drowsy but rousable", "GCS 14", "BM 3.1"]), c.ch(["level 3 obs", "transfer to ED if deteriorates", "rousing every 30 min"]),
                         c.plain(c.person()), T[2], c.ch(["", "nok is mother %s on %s." % (m("FAMILY", c.person(sex="F").render("fl")), c.PH())]))
    elif kind == 4:
        doc = c.person()
        L.append("Call to: %s, %s (%s)" % (c.dr(doc, "fme", c.r.randint(0, 4)), c.H("gp"), c.PH()))
        L.append("Re: %s, DOB %s, case %s" % (K.P(c, c.ch(["fl", "LF"])), c.D(c.dob, kind="form"), m("IDNUM", c.case_no)))
        body = ("pathologist %s requested history. per GP: last seen %s for %s; %s. no known drug misuse. GP willing to issue certificate if PM not required; "
                "declined - coroner's case. records to be emailed to %s.") % (
            c.dr(c.path, "path", 0), c.D(c.days(c.day0, -c.r.randint(10, 300))), c.ch(["BP review", "chest pain", "low mood", "medication review"]),
            c.ch(["on amlodipine 10 mg", "referred for ECHO", "sertraline increased to 100 mg", "BP 168/94"]), c.EM(c.path))
    elif kind == 5:
        sci = c.person()
        L.append("Call from: %s, %s toxicology, %s" % (c.nm(sci, "DOCTOR", c.ch(["fl", "il"])), c.O("lab"), c.PH()))
        L.append("Re: lab no %s / case %s (%s)" % (m("IDNUM", c.tox_no), m("IDNUM", c.case_no), K.P(c, c.ch(["L", "LF", "l"]))))
        body = ("preliminary result phoned: %s. quantitation to follow. lab asks whether vitreous available for ethanol confirmation; "
                "told yes, 2 mL retained in %s %s. Dr %s informed %s.") % (
            c.ch(["fentanyl 19 ng/mL", "ethanol 312 mg/100 mL", "carboxyhaemoglobin 68%", "paracetamol 410 mg/L", "methadone 1.1 mg/L"]),
            c.ch(["freezer", "fridge"]), m("LOCATION_OTHER", "F-%d" % c.r.randint(1, 6)), m("DOCTOR", c.path.render("l")), T[2])
    elif kind == 6:
        ph = c.hosp("pharmacy")
        L.append("Call to: %s (pharmacist %s) %s" % (m("HOSPITAL", ph), c.nm(c.person(), "DOCTOR", c.ch(["fl", "l", "il"])), c.PH()))
        L.append("Re: detainee %s DOB %s at %s" % (K.P(c, c.ch(["LF", "fl"])), c.D(c.dob, kind="form"), m("LOCATION_OTHER", c.place("custody"))))
        body = c.ch(["Confirmed supervised methadone %d mg daily, last dispensed %s at %s. No missed doses this week. Prescriber %s, %s. Script valid to %s.",
                     "Confirmed buprenorphine %d mg SL daily, last collected %s at %s. Pharmacist happy to fax dispensing record. Prescriber %s (%s). Review due %s."]) % (
            c.ch([30, 45, 60, 80, 16]), c.D(c.days(c.day0, -c.r.randint(0, 2)), kind="short"), c.tm("hm", 8, 18), c.dr(c.person(), "fme", c.r.randint(0, 2)),
            c.H("gp"), c.D(c.days(c.day0, c.r.randint(5, 40)), kind="short"))
        if c.pr(0.4):
            body = lowm(body)
    elif kind == 7:
        cop = c.person()
        L.append("Call from: %s, %s, mobile %s" % (c.officer(cop), c.O("police"), c.PH()))
        L.append("Re: PM on %s (%s), op name withheld" % (K.P(c, c.ch(["fl", "LF", "l"])), m("IDNUM", c.pm_no)))
        body = ("%s requesting preliminary findings for custody clock / charging decision. %s advised verbally: %s. "
                "Formal report to follow; told not to quote as cause of death until histology and tox back. Officer email %s.") % (
            c.ch(["Caller", "Officer", "OIC"]), c.dr(c.path, "path", c.r.randint(0, 2)),
            c.ch(["injuries consistent with assault, no natural disease to explain death", "findings in keeping with hanging, no third-party injuries",
                  "no injuries of significance; awaiting toxicology", "single stab wound to chest penetrating heart"]), c.EM(cop))
    elif kind == 8:
        L.append("Caller: %s (%s) %s" % (c.nm(c.nok, "FAMILY", c.ch(["fl", "f", "lf"])), c.nok_rel, c.PH()))
        L.append("Re: property of %s, %s" % (K.P(c, c.ch(["fl", "LF"])), m("IDNUM", c.case_no)))
        body = ("asking for return of personal effects: wallet, wedding ring, %s. property book entry %s. explained phone retained by police. "
                "released %s to %s on production of photo id (%s). signature obtained.") % (
            c.ch(["watch", "phone (IMEI %s)" % c.DEV("imei"), "keys", "glasses"]), m("IDNUM", "PB-%s" % c.dg(5)), c.D(c.days(c.day0, c.r.randint(3, 20)), kind="short"),
            m("FAMILY", c.nok.render(c.ch(["fl", "f"]))), c.ch(["driver's licence " + c.LIC("dl", c.nok), "passport", "bank card"]))
        if c.pr(0.5):
            body = lowm(body)
    L.append("")
    L.append(body)
    if c.pr(0.4):
        L.append("Time on call: %d min." % c.r.randint(2, 25))
    return "\n".join(L)

"""Genres: social prescribing referral; link worker initial conversation."""
from core import B, P
import phi
import case as K
import blocks as BL
import clinical as CL
import textvals as TV
from common import pick_issues, issue_text, label, d, dd, tm, fam_intro, staff_init


def sp_referral(rng, c):
    b = B()
    issues = pick_issues(rng)
    v = rng.randrange(4)
    if v == 0:
        _ref_form(b, rng, c, issues)
    elif v == 1:
        _ref_letter(b, rng, c, issues)
    elif v == 2:
        _ref_task(b, rng, c, issues)
    else:
        _ref_agency(b, rng, c, issues)
    return b


def _ref_form(b, rng, c, issues):
    ds = phi.dstyle(rng, c.country)
    b.t(rng.choice(["SOCIAL PRESCRIBING REFERRAL FORM", "Social Prescribing Referral", "REFERRAL TO LINK WORKER SERVICE",
                    "Community Connector Referral (v4.1)", "Social Prescribing - e-Referral"]) + "\n")
    b.f("Referral ref: {r}    Date received: {d}\n", r=P("IDNUM", phi.idnum(rng, "referral")), d=dd(c, 0, ds))
    b.t("=" * rng.choice([30, 42, 50]) + "\n")
    b.t("SECTION 1 - PATIENT DETAILS\n")
    BL.demographics(b, c, rng, ["name", "pref", "dob", "id", "addr", "tel", "email", "lang"], style="colon")
    if c.country in ("AU", "CA", "NZ") or rng.random() < 0.3:
        b.f("{l}: {v}\n", l=c.hp[0], v=P("HEALTHPLAN", c.hp[1]))
    b.f("Preferred contact: {x}\n", x=rng.choice(["phone (mornings)", "text first please", "via daughter", "letter", "email"]))
    b.t("Interpreter needed: " + ("Yes - " + c.lang if c.lang else "No") + "\n")
    b.t("\nSECTION 2 - REFERRER\n")
    role = rng.choice(["GP", "GP", "Practice nurse", "ANP", "Clinical pharmacist", "Physio (FCP)", "GP registrar"])
    b.f("Referred by: {g} ({role})\n", g=K.doc(c.gp, rng) if role.startswith("GP") else K.name(c.gp2, "DOCTOR", rng, rng.choice(["full", "init_last"])), role=role)
    b.f("Practice: {p}   Tel: {t}   Fax: {f}\n", p=P("HOSPITAL", c.practice), t=P("PHONE", c.pr_tel), f=P("FAX", c.pr_fax))
    if rng.random() < 0.5:
        b.f("Referrer email: {e}\n", e=P("EMAIL", c.pr_email))
    b.t("\nSECTION 3 - REASON FOR REFERRAL (tick all that apply)\n")
    boxes = [("Loneliness / isolation", ("lonely", "mobility", "frequent")), ("Financial / benefits", ("money",)),
             ("Housing", ("housing",)), ("Carer support", ("carer",)), ("Low mood / anxiety", ("mood",)),
             ("Physical activity / LTC", ("ltc",)), ("Employment / volunteering", ("work",)), ("Food", ("food",)),
             ("New to area / language", ("newcomer",)), ("Digital", ("digital",))]
    mark = rng.choice([("[x] ", "[ ] "), ("[X] ", "[  ] "), ("Y ", "N "), ("(*) ", "( ) ")])
    for k, keys in boxes:
        hit = any(i in keys for i in issues)
        b.t((mark[0] if hit else mark[1]) + k + "\n")
    b.t("\nBrief summary:\n")
    for i in issues:
        issue_text(b, c, rng, i, "reason")
        b.t("\n")
    b.t("\nRelevant PMH:\n")
    CL.write_pmh(b, rng, c, "list")
    if rng.random() < 0.6:
        b.t("Current meds: ")
        CL.write_meds(b, rng, style="inline")
    b.t("\nSECTION 4 - RISK\n")
    b.t(rng.choice(["Lone working risk: none known. ", "Safe to visit at home: Y. ", "Dog in property. ",
                    "Known to CMHT previously - no current risk. ", "No safeguarding concerns. "]))
    b.t(rng.choice(["Suicide risk: low, protective factors (grandchildren).\n", "Not under secondary MH services.\n",
                    "Hx of aggression: no.\n", "Hearing impaired - please speak clearly / face to face.\n"]))
    b.t("\nSECTION 5 - CONSENT\n")
    BL.consent_line(b, c, rng, dd(c, -rng.randrange(0, 4), ds))
    if rng.random() < 0.4:
        b.t(rng.choice(CL.CODES) + "\n")
    if rng.random() < 0.5:
        b.t("Admin: " + CL.admin_line(rng, c.country) + "\n")
    if rng.random() < 0.6:
        BL.audit(b, c, rng)


def _ref_letter(b, rng, c, issues):
    BL.practice_header(b, c, rng)
    b.t("\n")
    b.add(d(rng, c, 0)).t("\n\n")
    b.f("To: {s}\n", s=rng.choice(["Social Prescribing Team", "The Link Worker", "Community Connector Service",
                                   "Social Prescribing Link Worker"]))
    b.add(P("ORGANIZATION", c.service)).t("\n\n")
    b.t(rng.choice(["Dear colleague,", "Dear Link Worker,", "Dear Team,", "Hi team,"]) + "\n\n")
    b.f("Re: {n}, DOB {dob}, {l} {m}\n", n=K.pt(c, rng, rng.choice(["title_full", "full", "caps_last_first"])),
        dob=BL.dob(c, rng), l=c.mrn[0], m=P("MRN", c.mrn[1]))
    b.add(K.address(c, rng)).t("\n\n")
    b.f("I would be grateful if you could see this {a} {g} who I saw on {d}. ",
        a=[P("AGE", str(c.age)), rng.choice(["-year-old", " year old", "yo"])],
        g=rng.choice(["gentleman", "man", "chap"]) if c.sex == "M" else rng.choice(["lady", "woman"]),
        d=d(rng, c, -rng.randrange(1, 10), short=True))
    for i in issues:
        issue_text(b, c, rng, i, "reason")
        b.t(" ")
    b.t("\n\n")
    if rng.random() < 0.7:
        b.f("{He} lives {w} ", He=c.He, w=rng.choice(["alone", "with " + c.his + " " + c.fam[0].rel, "alone in a bungalow",
                                                       "in sheltered housing", "with family"]))
        b.t("and ")
        b.add(K.job_clause(c, rng))
        b.t(". ")
        if rng.random() < 0.6:
            b.f("{His} main support is ", His=c.His)
            b.add(fam_intro(c, rng))
            b.t(".")
        b.t("\n\n")
    b.t("PMH: ")
    CL.write_pmh(b, rng, c, "inline")
    b.t("Recent obs: " + CL.obs_line(rng) + "\n\n")
    b.f("{He} is happy to be contacted on {m}", He=c.He, m=P("PHONE", c.mob))
    if rng.random() < 0.5:
        b.f(" or at home on {t}", t=P("PHONE", c.home_tel))
    b.t(".\n")
    BL.signoff(b, c, rng, who="gp")
    if rng.random() < 0.5:
        BL.conf(b, rng)


def _ref_task(b, rng, c, issues):
    ds = rng.choice(["dmy", "dmy2", "d_mon_y"]) if c.country != "CA" else "iso"
    b.f("TASK  {id}  |  Type: Social prescribing referral  |  Priority: {pr}\n",
        id=P("IDNUM", phi.idnum(rng, "task")), pr=rng.choice(["Routine", "Routine", "Soon", "Urgent (2 wd)"]))
    b.f("From: {g}   To: {lw} ({role})\n", g=K.doc(c.gp, rng, rng.choice(["dr_last", "full", "initials"])),
        lw=K.name(c.lw, "DOCTOR", rng, rng.choice(["full", "first", "init_last"])), role=c.lw_role)
    b.f("Created: {d} {t}   Due: {dd}\n", d=dd(c, 0, ds), t=tm(rng), dd=dd(c, rng.randrange(5, 15), ds))
    b.f("Patient: {n} ({s}, {a}) {l} {m}\n", n=K.pt(c, rng, rng.choice(["caps_last_first", "full", "last_first"])),
        s=c.sex, a=P("AGE", str(c.age)) if rng.random() < 0.5 else [P("AGE", str(c.age)), "y"],
        l=c.mrn[0], m=P("MRN", c.mrn[1]))
    b.t("-" * 40 + "\n")
    txt = rng.choice(["pls call pt re ", "Please contact re ", "?SP - ", "Hi, could you pick this one up - ", "FYI + action: "])
    b.t(txt + ", ".join(label(i).lower() for i in issues) + ". ")
    issue_text(b, c, rng, issues[0], "reason")
    b.f(" Best no. {m}.", m=P("PHONE", c.mob if rng.random() < 0.7 else c.home_tel))
    if rng.random() < 0.5:
        b.f(" {His} {rel} {f} ({t}) is happy to be contacted too.", His=c.His, rel=c.fam[0].rel, f=K.fam_ref(c, rng, c.fam[0]),
            t=P("PHONE", c.fam[0].tel))
    b.t("\n")
    if rng.random() < 0.6:
        b.f("Consultation: {a} - coded {code}\n", a=P("ACCOUNT", phi.account(rng, "encounter")), code=rng.choice(CL.CODES))
    b.t("-" * 40 + "\n")
    b.f("{d} {t} {u}: task accepted. ", d=dd(c, rng.randrange(1, 4), ds), t=tm(rng), u=staff_init(c.lw))
    b.t(rng.choice(["Will call this week.", "Added to caseload.", "Tried to call - no answer, will retry.", "Letter sent with my details."]) + "\n")
    BL.audit(b, c, rng)


def _ref_agency(b, rng, c, issues):
    who = rng.choice(["community pharmacist", "housing officer", "district nurse", "ward discharge coordinator",
                      "practice receptionist (care navigator)", "paramedic (community)", "self-referral"])
    b.t("Referral into " + rng.choice(["Social Prescribing", "the Link Worker service", "Community Navigation"]) + " - from " + who + "\n")
    b.f("Date: {d}\n", d=d(rng, c, 0))
    if who == "self-referral":
        b.f("Self-referral received via online form ({u}) - submitted from {ip}\n", u=P("URL", phi.url(rng, c.service)), ip=P("IPADDR", c.ip))
    elif who == "community pharmacist":
        ph = K.fill(rng, "{w} Pharmacy", c.country, c.town)
        b.f("Referrer: {n}, pharmacist, {p} ({t})\n", n=K.name(K.make_person(rng, title=False), "DOCTOR", rng, "full"),
            p=P("HOSPITAL", ph), t=P("PHONE", phi.phone(rng, c.country, mobile=False)))
    elif who == "housing officer":
        b.f("Referrer: {n}, {a}, tel {t}\n", n=K.name(c.agency.officer, "DOCTOR", rng, "full"), a=P("ORGANIZATION", c.agency.name),
            t=P("PHONE", c.agency.tel))
    else:
        b.f("Referrer: {n} ({w}), {h}\n", n=K.name(K.make_person(rng, title=False), "DOCTOR", rng, rng.choice(["full", "init_last"])),
            w=who, h=P("HOSPITAL", c.hospital if "ward" in who else c.practice))
    b.t("\n")
    BL.demographics(b, c, rng, ["name", "dob", "addr", "tel", "gp", "practice"], style=rng.choice(["colon", "caps"]))
    b.t("\nWhat is the person's situation?\n")
    for i in issues:
        issue_text(b, c, rng, i, "story")
        b.t(" ")
    b.t("\n\nWhat would they like help with?\n")
    issue_text(b, c, rng, issues[0], "goal")
    b.t("\n\nAnyone else involved? ")
    if rng.random() < 0.7:
        b.add(fam_intro(c, rng))
        b.f(" - {t}\n", t=P("PHONE", c.fam[0].tel))
    else:
        b.t("No\n")
    b.t("Does the person know about this referral? Yes\n")
    if rng.random() < 0.5:
        BL.conf(b, rng)


def lw_initial(rng, c):
    b = B()
    issues = pick_issues(rng)
    ds = phi.dstyle(rng, c.country)
    b.t(rng.choice(["Initial conversation - 'What matters to me'", "LINK WORKER INITIAL ASSESSMENT",
                    "First appointment (60 mins)", "Initial meeting - social prescribing", "Intro conversation / holistic assessment"]) + "\n")
    b.f("Client: {n}    {l}: {m}\n", n=K.pt(c, rng, rng.choice(["full", "caps_last_first", "title_full"])), l=c.mrn[0], m=P("MRN", c.mrn[1]))
    b.f("Date: {d}   Time: {t}   Where: {w}\n", d=dd(c, rng.randrange(5, 20), ds), t=tm(rng),
        w=rng.choice([["home visit (", P("STREET", c.street), ")"], ["surgery, ", K.room(c.group)],
                      "telephone", "video (Attend Anywhere)", ["cafe at ", P("LOCATION_OTHER", c.group.venue)]]))
    b.f("Link worker: {lw}\n", lw=K.name(c.lw, "DOCTOR", rng, rng.choice(["full", "init_last"])))
    if rng.random() < 0.4:
        b.f("Also present: {f} ({r})\n", f=K.fam_ref(c, rng, c.fam[0], "full"), r=c.fam[0].rel)
    b.t("\n")
    b.t(rng.choice(["ABOUT ME\n", "About you:\n", "Background\n"]))
    b.f("{p} ({a}) ", p=K.pt_short(c, rng), a=rng.choice([P("AGE", str(c.age)), [P("AGE", str(c.age)), "y"], ["aged ", P("AGE", str(c.age))]]))
    b.add(K.job_clause(c, rng))
    b.t(". ")
    if c.origin and rng.random() < 0.7:
        b.f("Born in {o}, moved to {t} in {y}. ", o=TV.country_piece(c.origin), t=P("CITY", c.town),
            y=P("DATE", str(c.base.year - rng.randrange(1, 40))))
    b.f("Lives {w}. ", w=rng.choice(["alone", "with " + c.his + " " + c.fam[0].rel, "alone with two cats", "with lodger", "in a housing association flat", "in supported accommodation"]))
    b.t("Important people: ")
    b.add(fam_intro(c, rng, c.fam[0]))
    if len(c.fam) > 1:
        b.t("; ")
        b.add(fam_intro(c, rng, c.fam[1]))
    b.t(".\n\n")
    b.t(rng.choice(["WHAT MATTERS TO ME\n", "What matters to you?\n", "Their story:\n"]))
    for i in issues:
        issue_text(b, c, rng, i, "story")
        b.t("\n")
    b.t("\n")
    b.t(rng.choice(["STRENGTHS / INTERESTS\n", "Things I enjoy:\n"]))
    b.t(", ".join(rng.sample(["gardening", "football (supports the local team)", "crosswords", "baking", "country music",
                              "fishing", "knitting", "dominoes", "history", "walking the dog", "church", "bingo",
                              "cooking Sunday dinners", "rugby league", "DIY", "birdwatching", "singing", "cards",
                              "photography", "sewing", "line dancing", "darts", "quizzes", "waka ama", "cricket"], 3)) + "\n\n")
    b.t("HEALTH (as described by client)\n")
    CL.write_pmh(b, rng, c, rng.choice(["list", "inline"]))
    if rng.random() < 0.5:
        b.t("Scores today: " + CL.obs_line(rng, 2) + "\n")
    b.t("\nGOALS\n")
    for n, i in enumerate(issues, 1):
        b.t("%d. " % n)
        issue_text(b, c, rng, i, "goal")
        b.t("\n")
    b.t("\nAGREED ACTIONS\n")
    for i in issues:
        b.t("- ")
        issue_text(b, c, rng, i, "action")
        b.t("\n")
    b.f("\nNext contact: {d} ({how})\n", d=dd(c, rng.randrange(21, 35), ds),
        how=rng.choice(["phone", "home visit", "meet at group", "text first"]))
    if rng.random() < 0.5:
        BL.audit(b, c, rng, phi.add_days(c.base, 10))
    return b

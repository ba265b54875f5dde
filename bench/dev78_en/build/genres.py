"""Genre generators for dev78_en.  Each returns (marked_text, layout)."""
from core import mk, mk_the, weighted, rand_digits
from negs import PT_SYMPTOMS, STAFF_CLIN, ROLES, DEPTS, TIMES, WORD_NEG, ICD, SCORES


# ---- small helpers ---------------------------------------------------------------------------

def cap(s):
    if s and s[0].isalpha():
        return s[0].upper() + s[1:]
    return s


def sym(c):
    return c.ch(PT_SYMPTOMS)


def clin(c, k=1):
    return ", ".join(c.rng.sample(STAFF_CLIN, k))


def role(c):
    return c.ch(ROLES)


def tm(c):
    return c.ch(TIMES)


def wneg(c):
    return c.ch(WORD_NEG)


def icd(c, paren=True):
    dx, code = c.ch(ICD)
    return "%s (%s)" % (dx, code) if paren else "%s %s" % (code, dx)


def score(c):
    return c.ch(SCORES)


def rel_word(c, p):
    """How the writer refers to a relative: mum/mom/mam, dad, ..."""
    r = p.rel
    if r in ("mum", "mom", "mam", "mother"):
        return c.mom()
    return r


def context_sentence(c, p, typ="PATIENT", pron="I"):
    """Workplace / school / gym / church / town / country sentences."""
    k = c.rng.randrange(12)
    be = {"I": "I'm", "she": "she's", "he": "he's"}[pron]
    poss = {"I": "my", "she": "her", "he": "his"}[pron]
    if k == 0:
        return "%s a %s at %s" % (be, c.profession(), c.org("employers"))
    if k == 1:
        if pron == "I":
            return "I work as a %s so I'm on my feet all day" % c.profession()
        return "%s works as a %s" % (pron, c.profession())
    if k == 2:
        return "%s at %s most mornings" % ("I'm" if pron == "I" else be, c.org("gyms"))
    if k == 3:
        return "we go to %s so %s could only do after the service" % (c.org("churches"), pron.lower() if pron != "I" else "I")
    if k == 4:
        return "%s over from %s for a few weeks" % (be, c.other_town())
    if k == 5:
        return "%s just back from %s" % (be, c.country())
    if k == 6:
        return "%s retired %s, used to be at %s" % (be, c.profession(), c.org("employers"))
    if k == 7:
        return "%s in year %d at %s" % (be, c.rng.randint(2, 12), c.org("schools"))
    if k == 8:
        return "%s job at %s starts %s" % (poss, c.org("employers"), c.casual_date(future=True))
    if k == 9:
        return "we live out past %s in %s" % (c.landmark(), c.city())
    if k == 10:
        return "%s a %s, off work since %s" % (be, c.profession(), c.casual_date(future=False))
    return "%s staying with %s %s in %s" % (be, poss, c.ch(["sister", "cousin", "aunt"]), c.other_town())


def sign(c, p, typ="PATIENT"):
    k = c.rng.randrange(6)
    nm = c.name(p, typ, c.ch(["given", "full", "given_init", "nick", "given"]))
    if k == 0:
        return "Thanks, " + nm
    if k == 1:
        return "Thank you\n" + nm
    if k == 2:
        return "- " + nm
    if k == 3:
        return "Cheers, " + nm
    if k == 4:
        return "Kind regards,\n" + c.name(p, typ, "full") + "\n" + c.phone()
    return nm + " (" + c.phone(mobile=True) + ")"


# ============================================================================================
# 1. patient questions to a clinic

def g_clinic_question(c):
    pt = c.person()
    age = c.rand_age()
    doc = c.staff("doctor")
    by_relative = c.r() < 0.5
    writer = c.family(rel=c.ch(["daughter", "son", "wife", "husband", "granddaughter", "neighbour"])) if by_relative else pt
    wtyp = "FAMILY" if by_relative else "PATIENT"
    if by_relative and writer.rel in ("daughter", "son", "granddaughter"):
        age = c.rand_age("old")
    layout = weighted(c.rng, [("text", 45), ("email", 30), ("web_form", 25)])
    S = []
    # opening
    if by_relative:
        if pt.sex == "F":
            who = c.ch(["my " + c.mom(), "my nan", "my wife", "my aunt", "my neighbour", "my sister"])
        else:
            who = c.ch(["my " + c.L["dad"], "grandad", "my husband", "my uncle", "my neighbour", "my brother"])
        k = c.rng.randrange(5)
        pron = "she" if pt.sex == "F" else "he"
        if k == 0:
            S.append("my %s %s %s - %s." % (c.age(age, c.ch(["yo", "yo_tight", "y/o", "year old"])), who.split()[-1], c.pt(pt, c.ch(["given", "nick", "title_sur"])), sym(c)))
        elif k == 1:
            S.append("Hi, messaging about %s %s (%s). %s says %s." % (who, c.pt(pt, "full"), c.age(age, c.ch(["bare", "yrs", "words_old"])), cap(pron), sym(c)))
        elif k == 2:
            S.append("%s (%s): %s, since %s." % (cap(who), c.pt(pt, c.ch(["given_init", "title_sur", "full"])), sym(c), c.casual_date(future=False)))
        elif k == 3:
            S.append("Hello, %s is %s - %s." % (c.pt(pt, c.ch(["title_full", "given"])), c.age(age, c.ch(["bare", "bare_words", "yrs"])), sym(c)))
        else:
            S.append("Writing for %s %s who is %s: %s." % (who, c.pt(pt, "given"), c.age(age, c.ch(["bare", "bare_words", "yrs"])), sym(c)))
    else:
        k = c.rng.randrange(5)
        if k == 0:
            S.append("%s here, %s." % (c.age(age, c.ch(["sex_tight", "sex_space"]), pt.sex), sym(c)))
        elif k == 1:
            S.append("Hi, this is %s, %s." % (c.pt(pt, c.ch(["full", "given_init"])), sym(c)))
        elif k == 2:
            S.append("I'm %s and %s." % (c.age(age, c.ch(["words_old", "year old", "yrs"])), sym(c)))
        elif k == 3:
            S.append("Quick question - %s." % sym(c))
        else:
            S.append("Hello, %s (DOB %s) here, %s." % (c.pt(pt, "full"), c.dob_str(c.dob(age)), sym(c)))
    # question
    q = c.rng.randrange(6)
    if q == 0:
        S.append("Can I get in with %s %s?" % (c.dr(doc), c.casual_date(future=True)))
    elif q == 1:
        S.append("Is %s working %s or should we go to the %s?" % (c.dr(doc, c.ch(["title_sur", "title_given_init"])), c.casual_date(future=True), c.L["er"]))
    elif q == 2:
        S.append("Do I need to come in or can %s phone me %s?" % (role(c), tm(c)))
    elif q == 3:
        S.append("%s said to message if it got worse, %s." % (c.dr(doc), sym(c)))
    elif q == 4:
        S.append("The last appt at %s was %s and nobody followed up." % (c.clinic(), c.date(c.day(-40, -5))))
    else:
        S.append("We saw %s at %s %s, %s." % (c.dr(doc), c.hospital(), c.casual_date(future=False), wneg(c).rstrip(".").lower()))
    if c.r() < 0.7:
        S.append(cap(context_sentence(c, writer, pron="I")) + ".")
    if c.r() < 0.4:
        S.append(wneg(c))
    body = " ".join(S)
    if layout == "text":
        return body + "\n" + sign(c, writer, wtyp), layout
    if layout == "email":
        hdr = "From: %s\nTo: %s\nSubject: %s\n" % (
            c.email(writer), c.email(org=c.clin), c.ch(["question", "appointment", "re: bloods", "urgent?", "query about meds"]))
        if c.r() < 0.45:
            hdr += "X-Originating-IP: %s\n" % c.ip()
        hdr += "\n"
        greet = c.ch(["Dear %s team,\n\n" % c.clinic(), "Hi,\n\n", "Dear %s,\n\n" % c.dr(doc, "title_sur")])
        tail = "\n\nKind regards,\n%s\n%s" % (c.name(writer, wtyp, "full"), c.phone())
        if c.r() < 0.5:
            tail += "\n" + c.address(oneline=c.r() < 0.5)
        return hdr + greet + body + tail, layout
    # web form
    lines = ["Contact form - %s" % c.clinic(),
             "Name: %s" % c.name(writer, wtyp, c.ch(["full", "sur_comma"])),
             "Date of birth: %s" % c.dob_str(c.dob(age if not by_relative else c.rand_age("parent"))),
             "Phone: %s" % c.phone(),
             "Email: %s" % c.email(writer)]
    if by_relative:
        lines.append("Patient (if not you): %s, %s" % (c.pt(pt, "full"), c.age(age, c.ch(["age", "aged", "yrs"]))))
    if c.r() < 0.5:
        lines.append("Address: %s" % c.address())
    if c.loc in ("US", "UK", "CA") and c.r() < 0.5:
        lines.append("%s (optional): %s" % (c.ch(["SSN", "NI / SSN", "ID number"]), c.ssn(False)))
    if c.r() < 0.35:
        lines.append("Insurance: %s" % c.hplan())
    lines.append("Preferred clinician: %s" % c.dr(doc, c.ch(["title_sur", "title_full"])))
    lines.append("Message: " + body)
    lines.append("Submitted %s %s from %s" % (c.date(c.today, "num"), c.ch(["09:12", "22:47", "13:05", "07:58"]), c.ip()))
    return "\n".join(lines), layout


# ============================================================================================
# 2. health forum posts

FORUM_TITLES = ["anyone else get this?", "worried about my mum", "side effects??", "long post sorry",
                "question about bloods", "is this normal", "advice please", "waiting list rant",
                "new diagnosis, scared", "carer burnout", "meds not working", "good news for once"]


def forum_body(c, op=False, pt=None, age=None):
    S = []
    k = c.rng.randrange(7)
    if op:
        if k in (0, 1):
            S.append("%s, %s." % (c.age(age, c.ch(["sex_tight", "sex_space"]), pt.sex), sym(c)))
        elif k == 2:
            S.append("My %s (%s) %s." % (c.ch(["mum", "mom", "dad", "nan", "husband"]), c.age(age, c.ch(["words_old", "yo", "yrs"])), sym(c)))
        else:
            S.append("So %s." % sym(c))
    else:
        S.append(c.ch(["Same here", "Sorry you're going through this", "Ugh I feel you",
                       "Not a doctor but", "Been there", "Sending hugs"]) + ". " + cap(sym(c)) + ".")
    j = c.rng.randrange(8)
    if j == 0:
        S.append("%s at %s just said it was %s." % (c.dr(c.staff("doctor"), c.ch(["title_sur", "title_given_init"])), c.hospital(c.ch(c.L["hospitals"])), c.ch(["viral", "nothing", "stress", "age", "the meds"])))
    elif j == 1:
        S.append("I'm in %s, %s if that matters." % (c.other_town(), c.state(abbr=c.r() < 0.5) or c.country()))
    elif j == 2:
        rel, fp = c.relfam(["sister", "husband", "son", "friend", "neighbour", "daughter", "wife"])
        S.append("My %s %s has been amazing, drives me to every appt." % (rel, c.fam(fp, c.ch(["given", "nick"]))))
    elif j == 3:
        S.append("I'm %s btw, still working at %s." % (c.age(c.rand_age(), c.ch(["sex_tight", "yo", "words_old"])), c.org("employers")))
    elif j == 4:
        S.append("Was diagnosed in %s and started on %s." % (c.date(c.day(-900, -60), c.ch(["month_year", "year", "month_year"])), c.ch(["metformin 500mg", "sertraline 50mg", "levothyroxine 50mcg", "ramipril 2.5mg", "mesalazine 2.4g"])))
    elif j == 5:
        S.append("Ask for %s at %s, she actually listens." % (c.dr(c.staff("doctor"), c.ch(["title_sur", "title_given_init", "given"])), c.clinic(c.ch(c.L["clinics"]))))
    elif j == 6:
        S.append("We had our first appt %s and the next one is %s." % (c.casual_date(future=False), c.date(c.day(10, 90), c.ch(["long", "abbr", "wk_long"]))))
    else:
        S.append("I used to be a %s before all this." % c.profession())
    if c.r() < 0.3:
        S.append(c.ch(["We moved here from %s so still learning the system." % c.country(),
                       "Off to %s %s, hoping it settles by then." % (c.country(), c.casual_date(future=True)),
                       "Back home in %s they just give you antibiotics." % c.country()]))
    if c.r() < 0.35:
        S.append(wneg(c))
    return " ".join(S)


def g_forum_post(c):
    pt = c.person()
    age = c.rand_age()
    op_user = c.username(pt)
    layout = weighted(c.rng, [("single_post", 35), ("thread", 65)])
    title = c.ch(FORUM_TITLES)
    out = ["Topic: %s" % title]
    out.append("%s posted %s %s" % (op_user, c.date(c.today, c.ch(["num", "abbr", "long", "iso"])), c.ch(["21:14", "06:02", "13:47", "00:31"])))
    out.append(forum_body(c, True, pt, age))
    if c.r() < 0.4:
        out.append(c.ch(["- ", "", "xx "]) + c.pt(pt, c.ch(["given", "nick", "given_init"])))
    if layout == "thread":
        for n in range(c.rng.randint(4, 9)):
            u = c.username(c.person() if c.r() < 0.5 else None)
            head = c.ch(["Reply from %s, %s:" % (u, c.date(c.day(0, 6), c.ch(["abbr", "num_short", "wk"]))),
                         "%s wrote:" % u, "#%d %s" % (n + 2, u)])
            body = forum_body(c)
            if c.r() < 0.35:
                body = c.ch(["@", ""]) + op_user + " " + body
            if c.r() < 0.25:
                body += " Hope you feel better %s." % c.pt(pt, c.ch(["given", "nick"]))
            out.append(head + "\n" + body)
        if c.r() < 0.15:
            out.append("[moderator] Post by %s hidden: duplicate account (same IP %s)." % (c.username(), c.ip()))
        if c.r() < 0.5:
            out.append("%s replied:\nThanks all. Update: %s %s. %s" % (
                op_user, c.ch(["saw", "got in with"]), c.dr(c.staff("doctor")), cap(sym(c)) + "."))
    return "\n\n".join(out), layout


# ============================================================================================
# 3. secure portal messages and replies

def g_portal_message(c):
    pt = c.person()
    age = c.rand_age()
    doc = c.staff("doctor")
    nurse = c.staff("nurse")
    fam = c.family() if c.r() < 0.35 else None
    layout = weighted(c.rng, [("single", 30), ("thread", 70)])
    msgs = []
    d = c.day(-5, 0)
    n = 1 if layout == "single" else c.rng.randint(2, 5)
    for i in range(n):
        from_pt = (i % 2 == 0)
        if from_pt:
            sender = c.fam(fam, "full") + " (proxy for " + c.pt(pt, "full") + ")" if fam and c.r() < 0.6 else c.pt(pt, c.ch(["full", "sur_comma"]))
            hdr = "From: %s\nTo: %s, %s\nSent: %s %s" % (
                sender, c.dr(doc, c.ch(["title_sur", "title_full"])), c.clinic(),
                c.date(d, c.ch(["num", "wk_long", "abbr"])), c.ch(["08:41", "19:22", "23:05", "12:10"]))
            S = [c.ch(["Hi", "Hello", "Dear"]) + " " + c.dr(doc, c.ch(["title_sur", "given", "title_given_init"])) + ","]
            S.append(cap(sym(c)) + ".")
            if c.r() < 0.5:
                S.append("Could I %s %s? %s" % (c.ch(["come in", "get a call back", "have the bloods done"]), c.casual_date(future=True), cap(context_sentence(c, pt, pron="I")) + "."))
            if c.r() < 0.4:
                S.append("You can reach me on %s or %s." % (c.phone(mobile=True), c.email(pt)))
            S.append(c.ch(["Thanks", "Thank you", "Regards"]) + ",\n" + c.pt(pt, c.ch(["given", "given_init", "nick"])))
            msgs.append(hdr + "\n\n" + "\n".join(S))
        else:
            staffp = c.ch([doc, nurse, nurse])
            hdr = "From: %s (%s)\nSent: %s %s" % (
                c.dr(staffp, "full_cred"), c.clinic(), c.date(d, c.ch(["num", "abbr", "wk_num"])), c.ch(["10:02", "14:37", "16:55"]))
            S = ["Hi %s," % c.pt(pt, c.ch(["given", "title_sur"]))]
            S.append(c.ch(["Thanks for your message.", "Sorry to hear that.", "I've spoken to %s." % c.dr(doc, "title_sur")]))
            k = c.rng.randrange(5)
            if k == 0:
                S.append("%s has booked you in for %s %s at %s." % (c.dr(doc, c.ch(["title_sur", "title_given_init"])), c.date(c.day(1, 14), c.ch(["wk_num", "wk_long", "long"])), c.ch(["9:40", "10:20", "3:15pm"]), c.clinic()))
            elif k == 1:
                S.append("Your results: %s. Nothing urgent but please repeat in 2/52. %s." % (clin(c), c.idnum(c.ch(["order", "specimen", "accession", "req"]))))
            elif k == 2:
                S.append("Please go to %s if %s. Otherwise keep taking %s." % (c.hospital(), c.ch(["you get chest pain", "the temp goes above 38.5", "you can't keep fluids down"]), c.ch(["the amoxicillin 500mg TDS", "paracetamol 1g QDS", "the ramipril"])))
            elif k == 3:
                S.append("A prescription has gone to %s, %s." % (c.pharmacy(), c.idnum("rx")))
            else:
                S.append("I've referred you to %s at %s, %s." % (c.ch(DEPTS), c.hospital(), c.idnum("referral")))
            S.append(wneg(c))
            S.append(c.dr(staffp, c.ch(["given", "full_cred", "given_init"])) + "\n" + c.clinic() + " | Tel " + c.phone(mobile=False) + (" | Fax " + c.fax() if c.r() < 0.6 else ""))
            msgs.append(hdr + "\n\n" + "\n".join(S))
        d = c.day(0, 3)
    foot = "--\n%s | %s" % (c.idnum("conv"), c.mrn())
    if c.r() < 0.4:
        foot += " | " + c.acct()
    if c.r() < 0.65:
        foot += " | login from " + c.ip()
    if c.r() < 0.2:
        foot += " | biometric sign-in, " + c.bioid()
    if c.r() < 0.6:
        foot += "\nView in portal: " + c.url()
    return "\n\n----\n\n".join(msgs) + "\n\n" + foot.replace("  |", " |"), layout


# ============================================================================================
# 4. SMS / chat threads between care staff

def chat_line(c, pts, staff):
    p = c.ch(pts)
    k = c.rng.randrange(21)
    if k == 16:
        return "interpreter booked for %s %s, family from %s" % (c.pt(p, c.ch(["title_sur", "surname"])), tm(c), c.country())
    if k == 17:
        return "CD cupboard override logged by %s, %s" % (c.username(c.ch(staff)), c.bioid())
    if k == 18:
        return "whose car is %s in the ambulance bay?? security asking" % c.vehicle()
    if k == 19:
        return "%s %s, %s, %s. %s" % (c.pt(p, c.ch(["surname", "title_sur", "initials"])), c.bed_expr(), icd(c), score(c), c.ch(["for r/v", "stable", "pls recheck obs"]))
    if k == 0:
        return "%s in %s, %s. %s" % (c.pt(p, c.ch(["title_sur", "surname", "initials"])), c.bed_expr(), clin(c), c.ch(["Can someone r/v?", "FYI", "pls chase", "ok for now"]))
    if k == 1:
        return "can u check on %s %s, %s" % (c.bed_expr(), c.pt(p, c.ch(["title_sur", "given"])), c.ch(["family worried", "pain 8/10", "not eaten", "pulled cannula"]))
    if k == 2:
        return "%s's daughter %s rang, wants an update. call her on %s" % (c.pt(p, c.ch(["title_sur", "surname"])), c.fam(c.family("daughter"), "given"), c.phone(mobile=True))
    if k == 3:
        docs = [s for s in staff if s.role == "doctor"] or [c.staff("doctor")]
        return "reg is %s tonight, %s" % (c.dr(c.ch(docs), c.ch(["title_sur", "given", "title_given_init"])), c.pager())
    if k == 4:
        return "%s for %s %s is back: %s" % (c.idnum(c.ch(["specimen", "accession", "order"])), c.pt(p, c.ch(["surname", "initials"])), c.mrn(), clin(c))
    if k == 5:
        return "%s (%s) going to %s %s for %s" % (c.pt(p, c.ch(["title_sur", "given_init"])), c.age(c.rand_age(), c.ch(["sex_tight", "yo_tight", "yo"])), c.ch(DEPTS), tm(c), c.ch(["CT head", "echo", "MRI", "US abdo", "OGD"]))
    if k == 6:
        return "%s transferring to %s at %s, bed %s" % (c.pt(p, c.ch(["title_sur", "surname"])), c.ward(), c.hospital(c.ch(c.L["hospitals"])), c.bed())
    if k == 7:
        return "%s says %s" % (c.dr(c.ch(staff), c.ch(["given", "title_sur"])), c.ch(["ok to discharge after lunch", "hold the heparin", "NBM from midnight", "repeat ECG", "stop the fluids"]))
    if k == 8:
        return "%s's husband %s is a %s, he noticed %s" % (c.pt(p, c.ch(["title_sur", "given"])), c.fam(c.family("husband"), "given"), c.profession(), c.ch(["the confusion", "the rash", "she was off her food"]))
    if k == 9:
        return "%s ok. %s" % (wneg(c), c.ch(["thx", "cheers", "ta", "ok"]))
    if k == 10:
        return "%s %s, %s. %s" % (c.pt(p, c.ch(["surname", "title_sur"])), c.bed_expr(), c.ch(["DNACPR in notes", "falls risk", "on 2L O2", "barrier nursed"]), clin(c))
    if k == 11:
        return "%s from %s coming %s to collect %s" % (c.fam(c.family(), c.ch(["given", "full"])), c.carehome(), tm(c), c.pt(p, c.ch(["title_sur", "given"])))
    if k == 12:
        return "%s's %s came in %s, new %s" % (c.pt(p, c.ch(["surname", "title_sur"])), c.ch(["pump", "pacer", "CPAP"]), tm(c), c.device())
    if k == 13:
        return "%s ok" % role(c) + " with plan for " + c.pt(p, c.ch(["surname", "initials"]))
    if k == 14:
        return "patient transport for %s %s, %s" % (c.pt(p, c.ch(["title_sur", "full"])), tm(c), c.ch(["pick up from front entrance", "stretcher", "wheelchair"]))
    return "%s is now %s on %s" % (c.pt(p, c.ch(["title_sur", "given"])), c.ch(["settled", "agitated", "asleep"]), c.ch(["room air", "2L", "the commode"]))


def g_staff_chat(c):
    staff = [c.staff(c.ch(["doctor", "nurse", "nurse"])) for _ in range(c.rng.randint(2, 4))]
    pts = [c.person() for _ in range(c.rng.randint(1, 4))]
    layout = weighted(c.rng, [("chat_log", 40), ("sms_thread", 35), ("group_chat", 25)])
    handles = {id(s): c.username(s) for s in staff}
    lines = []
    if layout == "sms_thread":
        lines.append("%s - %s" % (c.date(c.today, c.ch(["wk_num", "wk_long", "num"])), c.ch(["night shift", "weekend", "bank holiday cover", "ward group"])))
    elif layout == "group_chat":
        lines.append("Group: %s %s" % (c.ward() if c.r() < 0.6 else c.hospital(), c.ch(["nurses", "team", "handover chat"])))
    h, m = c.rng.randint(6, 22), c.rng.randint(0, 59)
    for i in range(c.rng.randint(6, 16)):
        s = c.ch(staff)
        m += c.rng.randint(1, 25)
        h, m = (h + m // 60) % 24, m % 60
        ts = "%02d:%02d" % (h, m)
        if layout == "chat_log":
            who = handles[id(s)]
            lines.append("[%s] %s: %s" % (ts, who, chat_line(c, pts, staff)))
        elif layout == "sms_thread":
            who = c.dr(s, c.ch(["given", "given_init", "initials"]))
            lines.append("%s %s: %s" % (ts, who, chat_line(c, pts, staff)))
        else:
            who = c.dr(s, c.ch(["given", "given_init", "full"])) + " (" + (s.cred or "RN").split(",")[-1].strip() + ")"
            lines.append("%s %s\n%s" % (who, ts, chat_line(c, pts, staff)))
    return "\n".join(lines), layout


# ============================================================================================
# 5. triage phone-call notes

def g_triage_call(c):
    pt = c.person()
    age = c.rand_age()
    nurse = c.staff("nurse")
    gp = c.staff("doctor")
    caller_fam = c.r() < 0.55
    fam = c.family(rel=c.ch(["daughter", "son", "wife", "husband", "carer", "neighbour", "granddaughter"]))
    layout = weighted(c.rng, [("structured", 60), ("narrative", 40)])
    if layout == "structured":
        L = ["TRIAGE CALL %s %s" % (c.date(c.today, c.ch(["num", "iso", "abbr"])), c.ch(["14:32", "09:05", "22:18", "06:44"]))]
        if caller_fam:
            L.append("Caller: %s (%s) re %s" % (c.fam(fam, c.ch(["full", "given"])), fam.rel, c.pt(pt, c.ch(["full", "sur_comma"]))))
        else:
            L.append("Caller: patient, %s" % c.pt(pt, c.ch(["full", "sur_comma"])))
        L.append("Age/Sex: %s" % c.age(age, c.ch(["sex_tight", "sex_space", "yrs"]), pt.sex))
        L.append("DOB: %s   %s" % (c.dob_str(c.dob(age)), c.mrn()))
        L.append("Callback: %s" % c.phone())
        if c.r() < 0.6:
            L.append("Address: %s" % c.address())
        if c.r() < 0.5:
            L.append("Insurance: %s" % c.hplan())
        if c.loc == "US" and c.r() < 0.5:
            L.append(c.ssn())
        if c.r() < 0.4:
            L.append(cap(c.acct()))
        L.append("GP: %s, %s" % (c.dr(gp, c.ch(["title_sur", "title_full"])), c.clinic()))
        L.append("S: %s. %s" % (cap(sym(c)), c.ch(["Onset " + c.casual_date(future=False) + ".", "Worse since yesterday.", "x 3/7."])))
        L.append("O: %s, %s" % (clin(c, 2), score(c)))
        L.append("A: %s" % c.ch(["?UTI", "?chest infection", "?DVT", "?sepsis", "viral illness", "?dehydration", "?gout", "?" + icd(c), icd(c, False)]))
        L.append("P: %s" % c.ch(["to %s via own transport" % c.hospital(), "GP appt %s" % c.date(c.day(0, 3), c.ch(["wk_num", "wk", "long"])),
                                 "ambulance requested, %s" % c.idnum(c.ch(["case", "call"])),
                                 "self care advice, call back if worse", "district nurse visit %s" % c.casual_date(future=True)]))
        if c.r() < 0.4:
            L.append("Note: %s" % c.ch(["patient is a %s, on nights" % c.profession(), "lives alone near %s" % c.landmark(),
                                        "key safe code with %s" % c.fam(c.family(), "given"), "interpreter used, family from %s" % c.country(),
                                        "RTA earlier, passenger in %s" % c.vehicle()]))
        L.append("%s %s" % (c.dr(nurse, c.ch(["full_cred", "given_init", "role_given"])), c.ch(["", tm(c)]).strip()))
        return "\n".join(L), layout
    S = []
    if caller_fam:
        S.append("%s call from %s, %s %s, re %s %s (%s, DOB %s)." % (
            c.ch(["Phone", "Tel", "Incoming"]), c.fam(fam, c.ch(["given", "full", "title_sur"])),
            c.pt(pt, c.ch(["title_sur", "given"])) + "'s", fam.rel, c.ch(["her", "his", "their"]),
            c.ch(["father", "mother", "grandmother", "neighbour"]), c.age(age, c.ch(["yo", "year-old", "yrs", "words_aged"])),
            c.dob_str(c.dob(age))))
    else:
        S.append("Call from %s %s, %s%s." % (c.pt(pt, c.ch(["full", "title_sur"])), c.age(age, c.ch(["paren", "aged"])), c.mrn(),
                                              (", " + c.ssn()) if c.loc in ("US", "UK") and c.r() < 0.3 else ""))
    S.append(cap(sym(c)) + ". " + clin(c) + ". " + c.ch(["Likely ", "?", "Impression: "]) + icd(c) + ".")
    S.append("Advised %s. %s" % (c.ch(["to attend %s" % c.hospital(), "GP review %s" % c.casual_date(future=True), "111 if worse", "fluids and paracetamol 1g QDS"]), wneg(c)))
    S.append("Callback no. %s. %s" % (c.phone(), c.dr(nurse, c.ch(["full_cred", "given_init"]))))
    if c.r() < 0.4:
        S.append("cc %s, %s (fax %s)" % (c.dr(gp, "title_sur"), c.clinic(), c.fax()))
    return " ".join(S), layout


# ============================================================================================
# 6. appointment reminders and cancellations

def reminder_sms(c, pt=None):
    pt = pt or c.person()
    doc = c.staff(c.ch(["doctor", "doctor", "nurse"]))
    d = c.day(1, 20)
    k = c.rng.randrange(5)
    if k == 0:
        return "Hi %s, reminder of your appt with %s at %s on %s at %s. Reply Y to confirm or call %s. %s" % (
            c.pt(pt, c.ch(["given", "title_sur"])), c.dr(doc, c.ch(["title_sur", "title_given_init"])), c.clinic(),
            c.date(d, c.ch(["wk_num", "wk_long", "long", "abbr"])), c.ch(["9:40", "10:20am", "14:15", "3.30pm"]),
            c.phone(mobile=False), c.acct())
    if k == 1:
        return "%s: %s, your %s appointment on %s has been CANCELLED as %s is unwell. Rebook at %s" % (
            c.clinic(), c.pt(pt, c.ch(["given", "full"])), c.ch(["blood test", "diabetic review", "smear", "dressing change"]),
            c.date(d, c.ch(["num_short", "abbr", "wk_num"])), c.dr(doc, c.ch(["title_sur", "role_given"]) if doc.role != "doctor" else "title_sur"), c.url())
    if k == 2:
        return "Dear %s, you are booked at %s, %s, on %s. Please bring your %s. %s" % (
            c.pt(pt, c.ch(["title_sur", "title_full"])), c.hospital(), c.ch(DEPTS),
            c.date(d, c.ch(["long", "wk_long", "num"])), c.ch(["medication list", "glasses", "insurance card"]),
            c.ch(["Parking is limited.", "Arrive 15 min early.", "Do not eat for 6 hours before."]))
    if k == 3:
        return "Reminder for %s %s: %s, %s. Ref %s. To cancel text NO to %s" % (
            c.pt(pt, c.ch(["initials", "given_init"])), c.mrn(), c.date(d, c.ch(["wk_num", "num_short", "abbr"])),
            c.ch(["8:45", "13:00", "16:30"]), c.acct(False), c.phone(mobile=True))
    return "%s, %s can't make %s - can we move %s to %s? ty" % (
        c.dr(doc, c.ch(["given", "title_sur"])), c.pt(pt, c.ch(["given", "full", "title_sur"])), c.date(d, c.ch(["wk", "num_short"])),
        c.ch(["her", "his", "the"]) + " " + c.ch(["bloods", "review", "dressing", "scan"]),
        c.date(c.day(21, 30), c.ch(["wk_num", "num_short", "abbr", "wk"])))


def g_appointment_reminder(c):
    layout = weighted(c.rng, [("sms", 30), ("outbox", 30), ("email", 20), ("cancellation_thread", 20)])
    if layout == "sms":
        return reminder_sms(c), layout
    if layout == "outbox":
        L = ["Outbox - %s - %s" % (c.clinic(), c.date(c.today, c.ch(["num", "wk_long", "iso"])))]
        for _ in range(c.rng.randint(5, 10)):
            p = c.person()
            L.append("To %s (%s): %s" % (c.phone(mobile=True), c.pt(p, c.ch(["full", "sur_comma"])), reminder_sms(c, p)))
        return "\n".join(L), layout
    pt = c.person()
    doc = c.staff("doctor")
    if layout == "email":
        d = c.day(3, 30)
        L = ["From: %s" % c.email(org=c.clin), "To: %s" % c.email(pt), "Subject: Your appointment on %s" % c.date(d, c.ch(["long", "num", "abbr"])), "",
             "Dear %s," % c.pt(pt, c.ch(["title_sur", "title_full", "given"])), "",
             "This is to confirm your appointment with %s at %s, %s on %s at %s." % (
                 c.dr(doc, c.ch(["title_full", "title_sur"])), c.clinic(), c.address(), c.date(d, c.ch(["wk_long", "long"])), c.ch(["09:30", "11:10", "15:45"])),
             "%s. Your %s." % (c.ch(["Please bring photo ID", "Please arrive 10 minutes early", "Fasting bloods: water only after midnight"]), c.hplan()),
             "To cancel or reschedule please call %s or visit %s." % (c.phone(mobile=False), c.url()),
             "", c.ch(["Kind regards", "Best wishes", "Thank you"]) + ",", "%s, %s" % (c.dr(c.staff("receptionist"), c.ch(["given", "full"])), c.ch(["Reception", "Patient services", "Bookings"]))]
        return "\n".join(L), layout
    # cancellation thread
    d = c.day(1, 10)
    L = ["%s: Hi %s, appt with %s on %s %s. Reply C to cancel." % (c.clinic(), c.pt(pt, "given"), c.dr(doc, "title_sur"), c.date(d, c.ch(["wk_num", "num_short"])), c.ch(["10:40", "2:20pm"])),
         "Patient: %s" % c.ch(["C", "c pls, im at work", "can't make it sorry, %s has %s" % (c.fam(c.family(rel="son"), "given"), c.ch(["sports day", "a school thing", "a dentist appt"]))]),
         "%s: Cancelled. Next available: %s or %s. Reply 1 or 2." % (c.clinic(), c.date(c.day(11, 20), c.ch(["wk_num", "abbr"])), c.date(c.day(21, 30), c.ch(["wk_num", "abbr"]))),
         "Patient: %s" % c.ch(["2", "2 thx", "1 pls"]),
         "%s: Booked, %s. %s" % (c.clinic(), c.acct(), c.ch(["See you then.", "Reply STOP to opt out."]))]
    if c.r() < 0.5:
        L.append("Patient: also can %s ring me abt my %s? %s" % (c.dr(doc, c.ch(["title_sur", "given"])), c.ch(["bloods", "script", "sick note"]), c.phone(mobile=True)))
    return "\n".join(L), layout


# ============================================================================================
# 7. nurse advice-line notes

def g_nurse_advice_line(c):
    pt = c.person()
    age = c.rand_age()
    nurse = c.staff("nurse")
    fam = c.family(rel=c.ch(["daughter", "son", "wife", "husband", "mum", "dad", "carer"]))
    if fam.rel in ("mum", "dad"):
        age = c.rand_age("child")
    layout = weighted(c.rng, [("call_note", 55), ("log", 45)])
    if layout == "call_note":
        L = ["ADVICE LINE %s  %s" % (c.idnum("call"), c.date(c.today, c.ch(["num", "abbr", "iso"])) + " " + c.ch(["02:14", "19:40", "11:03"]))]
        if c.r() < 0.8:
            L.append("Caller verified: %s" % c.ch([c.bioid(), "DOB + postcode", c.bioid(), c.bioid()]))
        L.append("Caller: %s (%s)  Patient: %s, %s" % (c.fam(fam, c.ch(["full", "given", "title_sur"])), fam.rel, c.pt(pt, c.ch(["full", "given_init"])), c.age(age, c.ch(["yo", "yrs", "sex_space", "y/o"]), pt.sex)))
        L.append("Tel %s" % c.phone())
        if c.r() < 0.5:
            L.append("Location: %s" % c.address())
        L.append("Reason: %s." % sym(c))
        L.append("Hx: %s. Meds: %s." % (c.ch(["hx Parkinson's", "T2DM", "COPD", "AF on apixaban", "asthma", "nil", icd(c), icd(c, False)]), c.ch(["ramipril 5mg", "metformin 1g BD", "salbutamol PRN", "nil regular"])))
        if c.loc == "UK" and c.r() < 0.35:
            L.append(c.ssn())
        if c.r() < 0.25:
            L.append("Cover: %s" % c.hplan())
        L.append("Disposition: %s" % c.ch(["ED within 1h", "GP within 24h", "home care advice", "999 transferred", "pharmacy review"]))
        if c.r() < 0.5:
            L.append("GP notified: %s, %s, fax %s" % (c.dr(c.staff("doctor"), "title_sur"), c.clinic(), c.fax()))
        L.append("Nurse: %s" % c.dr(nurse, c.ch(["full_cred", "given_init", "full"])))
        return "\n".join(L), layout
    L = ["Advice line log - %s - %s" % (c.dr(nurse, c.ch(["full_cred", "given_init"])), c.date(c.today, c.ch(["wk_long", "num"])))]
    mins = sorted(c.rng.sample(range(0, 420), c.rng.randint(4, 9)))
    for mi in mins:
        p = c.person()
        a = c.rand_age()
        L.append("%s %s, %s, %s: %s. %s" % ("%02d:%02d" % (mi // 60 + 1, mi % 60), c.pt(p, c.ch(["given_init", "full", "title_sur"])), c.age(a, c.ch(["sex_tight", "yo_tight", "paren"]), p.sex),
                                          c.city(c.ch(c.L["towns"])), sym(c), c.ch(["Self care.", "To ED.", "GP am.", "Call back if worse.", "Ambulance.", "?%s, GP am." % icd(c)])))
    return "\n".join(L), layout


# ============================================================================================
# 8. pharmacy refill requests

MEDS = ["metformin 500mg BD", "atorvastatin 40mg nocte", "amlodipine 5mg OD", "sertraline 100mg",
        "levothyroxine 100mcg", "salbutamol inhaler 100mcg", "omeprazole 20mg", "apixaban 5mg BD",
        "insulin aspart pens", "ramipril 10mg", "gabapentin 300mg TDS", "Seretide 250",
        "furosemide 40mg mane", "lisinopril 20mg", "warfarin 1mg and 3mg", "Eliquis 2.5mg"]


def g_pharmacy_refill(c):
    pt = c.person()
    age = c.rand_age()
    doc = c.staff("doctor")
    ph = c.staff("pharmacist")
    layout = weighted(c.rng, [("patient_request", 40), ("fax_request", 30), ("pharmacy_log", 30)])
    if layout == "patient_request":
        S = [c.ch(["hi", "Hi there", "Hello"]) + ", can I get my %s refilled %s?" % (c.ch(MEDS), c.ch(["please", "asap", "before the weekend"]))]
        S.append("It's %s at %s." % (c.idnum("rx"), c.pharmacy()))
        if c.r() < 0.5:
            S.append("%s said it was ok to go up to %s." % (c.dr(doc), c.ch(["10mg", "1g BD", "2 puffs QDS"])))
        if c.r() < 0.5:
            S.append("I'm away in %s from %s so need it before then." % (c.country(), c.casual_date(future=True)))
        if c.r() < 0.4:
            rel, fp = c.relfam(["husband", "daughter", "son", "neighbour", "wife"])
            S.append("My %s %s can pick it up, %s." % (rel, c.fam(fp, "given"), c.ch(["they have my card", "they'll bring ID", "car is a blue hatch, " + c.vehicle()])))
        S.append(sign(c, pt))
        if c.r() < 0.5:
            S.append("DOB %s" % c.dob_str(c.dob(age)))
        return " ".join(S[:-2]) + "\n" + "\n".join(S[-2:]) if len(S) > 2 else "\n".join(S), layout
    if layout == "fax_request":
        L = ["REFILL AUTHORISATION REQUEST",
             "To: %s, %s   Fax: %s" % (c.dr(doc, c.ch(["title_full", "title_sur"])), c.clinic(), c.fax()),
             "From: %s, %s   Ph: %s   Fax: %s" % (c.pharmacy(), c.address(), c.phone(mobile=False), c.fax()),
             "Date: %s" % c.date(c.today, c.ch(["num", "iso", "abbr"])),
             "Patient: %s   DOB: %s   %s" % (c.pt(pt, c.ch(["sur_comma", "full"])), c.dob_str(c.dob(age)), c.ch(["", "Ph: "]) + c.phone()),
             "Medication: %s  qty 56  last filled %s  %s" % (c.ch(MEDS), c.date(c.day(-60, -20), c.ch(["num", "num_short", "abbr"])), c.idnum("rx")),
             "Prescriber %s" % c.lic(p=doc),
             "Pharmacist: %s  %s" % (c.dr(ph, c.ch(["full_cred", "full"])), c.lic(p=ph)),
             "[ ] Approved  [ ] Denied  Refills: ____",
             "Comments: %s" % c.ch(["due for INR check", "BP 150/92 at counter", "patient requests 90 day supply", "note hx Crohn's", "HbA1c overdue"])]
        L.insert(6, "Dx: %s" % icd(c, c.r() < 0.5))
        if c.r() < 0.6:
            L.insert(6, "Insurance: %s  %s" % (c.hplan(), c.hplan()) if c.loc == "US" else "Cover: %s" % c.hplan())
        return "\n".join(L), layout
    L = ["%s refill log %s" % (c.pharmacy(), c.date(c.today, c.ch(["num", "wk_long", "iso"])))]
    for _ in range(c.rng.randint(5, 10)):
        p = c.person()
        L.append("- %s (%s) %s: %s - %s" % (c.pt(p, c.ch(["sur_comma", "full", "given_init"])), c.dob_str(c.dob(c.rand_age())), c.idnum("rx"), c.ch(MEDS),
                                          c.ch(["faxed %s" % c.dr(c.staff("doctor"), "title_sur"), "ready for pick up", "pt to call %s" % c.phone(mobile=True),
                                                "delivery to %s" % c.street(), "owing, order placed", "collected by %s %s" % c.ch([("daughter", c.fam(c.family("daughter"), "given")), ("son", c.fam(c.family("son"), "given")), ("carer", c.fam(c.family("carer"), "given"))])])))
    L.append("checked by %s" % c.dr(ph, c.ch(["initials", "given_init"])) + (" (dispensing cabinet %s)" % c.bioid() if c.r() < 0.4 else ""))
    return "\n".join(L), layout


# ============================================================================================
# 9. school / work sick notes

def g_sick_note(c):
    doc = c.staff("doctor")
    kind = weighted(c.rng, [("school_note", 35), ("work_certificate", 40), ("parent_note", 25)])
    layout = kind
    if kind == "work_certificate":
        pt = c.person()
        age = c.rng.randint(19, 67) if c.r() < 0.8 else c.rng.randint(68, 92)
        d1 = c.day(-3, 0)
        d2 = c.day(3, 21)
        L = [c.ch(["MEDICAL CERTIFICATE", "Fit note", "Statement of fitness for work", "To whom it may concern"])]
        L.append("%s, %s" % (c.clinic(), c.address()))
        L.append("Tel %s  Fax %s" % (c.phone(mobile=False), c.fax()) if c.r() < 0.6 else "Tel %s" % c.phone(mobile=False))
        L.append("")
        L.append("This is to certify that %s (DOB %s), %s at %s, was seen by me on %s and %s unfit for work from %s to %s inclusive due to %s." % (
            c.pt(pt, c.ch(["title_full", "full"])), c.dob_str(c.dob(age)), c.ch(["employed as a", "working as a", "a"]) + " " + c.profession(), c.org("employers"),
            c.date(d1, c.ch(["num", "long"])), c.ch(["is", "will be"]), c.date(d1, c.ch(["num", "long", "abbr"])), c.date(d2, c.ch(["num", "long", "abbr"])),
            c.ch(["a lower respiratory tract infection", "acute low back pain (M54.5)", "gastroenteritis", "a sprained ankle", "stress-related illness", "post-op recovery", icd(c), "illness after returning from %s" % c.country()])))
        if c.loc == "UK" and c.r() < 0.8:
            L.append("National Insurance number: %s" % c.ssn(False))
        elif c.loc in ("US", "CA") and c.r() < 0.5:
            L.append("Employee %s" % c.ssn())
        if c.r() < 0.4:
            L.append("%s may return to %s on %s." % (c.pt(pt, c.ch(["title_sur", "given"])), c.ch(["light duties", "normal duties"]), c.date(c.day(22, 30), c.ch(["long", "num"]))))
        if c.r() < 0.3:
            L.append("Note: %s holds %s and should not drive for 2 weeks." % (c.pt(pt, "title_sur"), c.lic("drive", pt)))
        L.append("")
        L.append(c.dr(doc, c.ch(["title_full", "full_cred"])))
        L.append(c.lic(p=doc))
        L.append("Date: %s   %s" % (c.date(d1, "num"), c.idnum("cert")))
        if c.r() < 0.4:
            L.append("Verify: %s" % c.url())
        return "\n".join(L), layout
    if kind == "school_note":
        pt = c.person()
        age = c.rand_age("child")
        par = c.family(rel=c.ch(["mum", "dad"]), surname=pt.surname)
        L = ["%s" % c.clinic(), c.date(c.today, c.ch(["long", "num"])), "",
             "Re: %s, %s, %s" % (c.pt(pt, "full"), c.ch(["DOB " + c.dob_str(c.dob(age)), c.age(age, c.ch(["age", "aged"]))]), c.ch(["Year %d" % c.rng.randint(1, 12), "Grade %d" % c.rng.randint(1, 12), "Class %d%s" % (c.rng.randint(1, 10), c.ch("ABC"))])),
             "",
             "Dear %s," % c.ch(["Headteacher", "Principal", "Sir/Madam", "teacher"]),
             "%s attends %s and was seen at this clinic on %s with %s. Please excuse absence from %s to %s. %s" % (
                 c.pt(pt, c.ch(["given", "full"])), c.org("schools"), c.date(c.today, c.ch(["long", "num_short", "wk_long"])),
                 c.ch(["tonsillitis (J03.90)", "a viral illness", "an asthma flare (J45.901)", "hand, foot and mouth disease", "conjunctivitis", "a fractured wrist", "gastroenteritis (A09)"]),
                 c.date(c.day(-2, 0), c.ch(["num_short", "abbr", "wk_num"])), c.date(c.day(1, 7), c.ch(["num_short", "abbr", "wk_num"])),
                 c.ch(["No PE for 2 weeks.", "Salbutamol 2 puffs PRN may be needed at school.", "May return when fever-free for 24 hours.", "Please allow toilet access."])),
             "For questions contact %s %s on %s." % (c.ch(["the parent,", "mum,", "dad,"]), c.fam(par, c.ch(["full", "title_sur", "given"])), c.phone(mobile=True)),
             "", c.dr(doc, c.ch(["title_full", "title_sur", "full_cred"])) + ", " + c.clinic()]
        return "\n".join(L), layout
    # parent note (handwritten style)
    pt = c.person()
    age = c.rand_age("child")
    par = c.family(rel=c.ch(["mum", "dad"]), surname=pt.surname if c.r() < 0.7 else None)
    teacher = c.person()
    S = ["Dear " + c.ch(["Mrs ", "Mr ", "Ms ", "Miss "]) + mk("FAMILY", teacher.surname) + ","]
    S.append("%s was off %s because %s. We saw %s at %s who said %s." % (
        c.pt(pt, c.ch(["given", "nick", "full"])), c.casual_date(future=False), c.ch(["of a temperature", "she was being sick", "he had a bad chest", "of the asthma"]),
        c.dr(doc, c.ch(["title_sur", "title_given_init"])), c.clinic(), c.ch(["it was viral", "rest and fluids", "keep off till the rash goes"])))
    if c.r() < 0.5:
        S.append("%s is only %s so still gets upset when ill." % (c.pt(pt, "given"), c.age(age, c.ch(["bare", "bare_words"]))))
    S.append("%s\n%s %s" % (c.ch(["Thanks", "Many thanks", "Regards"]), c.fam(par, c.ch(["given", "full", "title_sur"])), c.phone(mobile=True) if c.r() < 0.5 else "(" + c.email(par) + ")"))
    return "\n".join(S), layout


# ============================================================================================
# 10. caregiver diaries

DIARY_EVENTS = [
    "bad night, up 3 times to the loo", "ate half her porridge", "refused the evening tablets",
    "bit more confused than usual", "sat in the garden for an hour", "fall in the hallway, no injury",
    "BP 150/90 on the machine", "sugar 12.4 before tea", "slept most of the afternoon",
    "coughing a lot, green phlegm", "legs more swollen", "good day, singing along to the radio",
    "pain 5/10 after the physio", "tried the Zimmer frame, did 2 laps", "catheter bag changed",
    "very weepy today", "wouldn't get dressed", "watched the cricket", "Movicol helped",
]


def g_caregiver_diary(c):
    pt = c.person(sex=c.ch("FM"))
    age = c.rand_age("old")
    me = c.family(rel=c.ch(["daughter", "son", "wife", "husband", "carer"]))
    gp = c.staff("doctor")
    dn = c.staff("nurse")
    others = [c.family(rel=c.ch(["son", "daughter", "granddaughter", "friend", "neighbour", "sister"])) for _ in range(3)]
    agency = mk("ORGANIZATION", c.ch(c.L["agencies"]))
    layout = "diary"
    L = []
    if c.r() < 0.6:
        L.append("Diary for %s (%s) - kept by %s" % (c.pt(pt, c.ch(["nick", "given", "full"])), c.age(age, c.ch(["words_old", "yo", "yrs", "bare"])), c.fam(me, c.ch(["given", "full"]))))
    d = c.day(-30, -15)
    import datetime as _dt
    for _ in range(c.rng.randint(5, 13)):
        d = d + _dt.timedelta(days=c.rng.randint(1, 4))
        head = c.date(d, c.ch(["wk_num", "wk", "num_short", "abbr", "wk_long", "num"]))
        k = c.rng.randrange(12)
        ev = c.ch(DIARY_EVENTS)
        pn = c.pt(pt, c.ch(["given", "nick", "title_sur", "given"])) if c.r() < 0.6 else c.ch(["Mum", "Dad", "she", "he", "Nan"])
        if k == 0:
            body = "%s %s. %s from %s came %s." % (pn, ev, c.fam(c.family(rel="carer"), c.ch(["given", "given_init"])), agency, tm(c))
        elif k == 1:
            body = "%s visited, %s. %s" % (c.dr(gp, c.ch(["title_sur", "title_given_init"])), clin(c), c.ch(["Bloods next week.", "Antibiotics started.", "Said to keep going."]))
        elif k == 2:
            body = "%s %s. %s rang from %s." % (pn, ev, c.fam(c.ch(others), c.ch(["given", "nick"])), c.ch([c.other_town(), c.country(), c.org("employers")]))
        elif k == 3:
            body = "district nurse %s did the dressing, %s." % (c.dr(dn, c.ch(["given", "given_init"])), c.ch(["looks cleaner", "still oozing", "Waterlow 16"]))
        elif k == 4:
            body = "took %s to %s for %s, %s. %s" % (c.pt(pt, c.ch(["given", "nick"])) if c.r() < 0.5 else c.ch(["her", "him"]), c.hospital(), c.ch(["the eye clinic", "X-ray", "bloods", "the memory clinic"]), c.ch(["waited 3 hours", "parking a nightmare, " + c.vehicle(), "saw " + c.dr(c.staff("doctor"))]), c.ch(["", "MMSE 19/30.", "Hb 101."]))
        elif k == 5:
            body = "%s %s. %s" % (pn, ev, wneg(c))
        elif k == 6:
            body = "%s came for lunch with the kids. %s" % (c.fam(c.ch(others), c.ch(["given", "full", "nick"])), ev)
        elif k == 7:
            body = "%s. Church visitor %s from %s came by." % (cap(ev), c.fam(c.family(rel="friend"), c.ch(["given", "title_sur"])), c.org("churches"))
        elif k == 8:
            body = "Rang %s about the %s, %s. %s" % (c.clinic(), c.ch(["repeat script", "incontinence pads", "hospital bed"]), c.idnum(c.ch(["ticket", "referral", "case"])), ev)
        elif k == 9:
            body = "%s %s." % (c.device(), c.ch(["alarmed at 3am", "checked by the tech", "battery swapped"]))
        elif k == 10:
            body = "%s is %s today! Cake from %s. %s" % (pn, c.age(age, c.ch(["bare", "bare_words"])), c.org("employers") if c.r() < 0.3 else c.fam(c.ch(others), "given"), ev)
        else:
            body = "%s %s, gave %s" % (pn, ev, c.ch(["paracetamol 1g", "the oramorph 2.5ml", "her inhaler", "co-codamol 30/500 x2"]))
        L.append("%s - %s" % (head, body))
    if c.r() < 0.5:
        L.append("numbers: GP %s, DN %s, %s %s" % (c.phone(mobile=False), c.pager() if c.r() < 0.3 else c.phone(), c.fam(c.ch(others), "given"), c.phone(mobile=True)))
    return "\n".join(L), layout


# ============================================================================================
# 11. handover one-liners

def g_handover(c):
    nurse = c.staff("nurse")
    nxt = c.staff("nurse")
    reg = c.staff("doctor")
    layout = weighted(c.rng, [("one_liners", 60), ("list", 40)])
    L = []
    if layout == "list":
        L.append("HANDOVER %s %s %s" % (c.ward(), c.date(c.today, c.ch(["num", "wk_num", "abbr"])), c.ch(["night", "day", "late"])))
    else:
        L.append(("%s -> %s %s" % (c.dr(nurse, c.ch(["given", "given_init", "initials"])), c.dr(nxt, c.ch(["given", "given_init", "initials"])), c.ch(["handover", "h/o", ""]))).strip())
    for _ in range(c.rng.randint(6, 12)):
        p = c.person()
        a = c.rand_age()
        k = c.rng.randrange(8)
        loc = c.bed_expr()
        if k == 0:
            s = "%s %s %s, %s. %s" % (loc, c.pt(p, c.ch(["surname", "title_sur", "sur_comma"])), c.age(a, c.ch(["sex_tight", "sex_space"]), p.sex), c.ch(["NOF #", "CAP", "CCF", "AKI", "UTI", "fall", "LRTI", icd(c), icd(c, False)]), clin(c))
        elif k == 1:
            s = "%s - %s (%s), %s, %s aware" % (loc, c.pt(p, c.ch(["title_sur", "given_init"])), c.age(a, c.ch(["yo_tight", "sex_tight"]), p.sex), clin(c), c.dr(reg, c.ch(["title_sur", "given"])))
        elif k == 2:
            rel, fp = c.relfam(["daughter", "son", "wife", "husband"])
            s = "%s %s %s: %s, family (%s %s) visiting %s" % (loc, c.pt(p, "surname"), c.mrn(), clin(c), rel, c.fam(fp, "given"), tm(c))
        elif k == 3:
            s = "%s %s %s - for d/c to %s %s, %s" % (loc, c.pt(p, c.ch(["title_sur", "initials"])), c.age(a, c.ch(["sex_tight", "paren"]), p.sex), c.carehome(), c.casual_date(c.day(0, 2)), c.ch(["TTOs ready", "transport booked", "awaiting OT"]))
        elif k == 4:
            s = "%s %s, %s, %s. %s" % (loc, c.pt(p, c.ch(["given_init", "title_sur"])), c.age(a, c.ch(["yo", "sex_space"]), p.sex), c.ch(["hx Parkinson's", "Alzheimer's", "Crohn's", "COPD"]), wneg(c))
        elif k == 5:
            s = "%s %s (%s) NBM for %s %s, consented by %s" % (loc, c.pt(p, c.ch(["surname", "title_sur"])), c.age(a, c.ch(["sex_tight", "yo_tight"]), p.sex), c.ch(["theatre", "OGD", "ERCP"]), c.date(c.day(0, 1), c.ch(["wk", "num_short"])), c.dr(c.staff("doctor"), c.ch(["title_sur", "title_given_init"])))
        elif k == 6:
            s = "%s %s %s, from %s, %s" % (loc, c.pt(p, c.ch(["title_sur", "given_init"])), c.age(a, c.ch(["sex_tight", "yo"]), p.sex), c.ch([c.carehome(), c.city(c.ch(c.L["towns"]))]), clin(c))
        else:
            s = "%s %s %s, %s, %s, %s" % (loc, c.pt(p, c.ch(["surname", "initials"])), c.age(a, c.ch(["sex_tight", "sex_space"]), p.sex), icd(c, c.r() < 0.5), score(c), c.ch(["obs 4 hourly", "1:1 for falls", "awaiting bed on " + c.ward(), "chase echo"]))
        L.append(("- " if layout == "list" else "") + s)
    L.append("%s %s" % (c.ch(["reg on call:", "bleep for", "any probs"]), c.dr(reg, c.ch(["title_sur", "given"])) + " " + c.pager()))
    return "\n".join(L), layout


# ============================================================================================
# 12. records / insurance / parking / transport requests

def g_records_request(c):
    pt = c.person()
    age = c.rand_age()
    layout = weighted(c.rng, [("records_email", 33), ("admin_form", 37), ("short_request", 30)])
    if layout == "records_email":
        L = ["To: %s" % c.email(org=c.hosp), "Subject: %s" % c.ch(["records request", "copy of notes", "billing query", "insurance claim"]), "",
             "Dear %s," % c.ch(["Medical Records", "Sir/Madam", "Billing team"]),
             "I, %s (DOB %s), request copies of my records from %s for my admission %s (%s)." % (
                 c.pt(pt, "full"), c.dob_str(c.dob(age)), c.hospital(), c.date(c.day(-400, -30), c.ch(["month_year", "long", "num"])), c.acct()),
             "My %s and %s." % (c.mrn(), c.ssn() if c.loc in ("US", "UK", "CA") else c.hplan()),
             "Please send them to %s or post to %s." % (c.email(pt), c.address()),
             "I am %s%s." % (c.ch(["a ", "working as a ", "a retired "]), c.profession()) if c.r() < 0.4 else "Treating doctor was %s." % c.dr(c.staff("doctor"), c.ch(["title_full", "title_sur"])),
             "", "Yours faithfully,", c.pt(pt, "full"), c.phone()]
        return "\n".join(L), layout
    if layout == "admin_form":
        kind = c.ch(["parking", "transport", "device", "insurance", "kiosk"])
        L = ["%s - %s" % (c.hospital(), {"parking": "Blue badge / parking permit request", "transport": "Patient transport booking",
                                          "device": "Implant registration", "insurance": "Insurance verification", "kiosk": "Check-in kiosk enrolment"}[kind])]
        L.append("Patient: %s   %s" % (c.pt(pt, c.ch(["sur_comma", "full"])), c.mrn()))
        L.append("DOB: %s   Age: %s" % (c.dob_str(c.dob(age)), mk("AGE", str(age))))
        L.append("Address: %s" % c.address())
        L.append("Phone: %s   Email: %s" % (c.phone(), c.email(pt)))
        if c.loc in ("US", "UK", "CA") and c.r() < 0.85 and kind != "insurance":
            L.append(cap(c.ssn()))
        if kind == "parking":
            L.append("Vehicle: %s, %s" % (c.ch(["silver sedan", "red hatchback", "white van", "grey SUV"]), c.vehicle()))
            rel, fp = c.relfam(["son", "daughter", "husband", "wife"])
            L.append("Driver: %s (%s), %s" % (c.fam(fp, "full"), rel, c.lic("drive", fp)))
        elif kind == "transport":
            L.append("Pick-up: %s, %s" % (c.street(), c.city()))
            L.append("Escort: %s, %s" % (c.fam(c.family(), "full"), c.phone(mobile=True)))
            L.append("Appointment: %s %s, %s" % (c.date(c.day(2, 20), c.ch(["wk_num", "long", "num"])), c.ch(["10:30", "13:45"]), c.ch(DEPTS)))
            if c.r() < 0.5:
                L.append("Ambulance %s" % c.vehicle())
        elif kind == "device":
            L.append("Device: %s" % c.device())
            L.append("Implanted %s by %s" % (c.date(c.day(-300, -1), c.ch(["num", "long"])), c.dr(c.staff("doctor"), c.ch(["title_full", "title_sur"]))))
            L.append("Remote monitoring gateway %s" % c.ip())
        elif kind == "insurance":
            L.append("Insurer: %s   %s   %s" % (mk("ORGANIZATION", c.ch(c.L["agencies"])), c.hplan(), c.hplan()))
            L.append("%s   %s" % (c.acct(), c.ssn() if c.loc in ("US", "UK", "CA") else c.idnum("case")))
            L.append("Employer: %s (%s)" % (c.org("employers"), c.profession()))
        else:
            L.append("Biometric: %s" % c.bioid())
            L.append("Enrolled at %s by %s" % (c.ch(["main entrance kiosk", "outpatients desk"]), c.dr(c.staff("receptionist"), c.ch(["given", "full"]))))
        L.append("Signed: %s   Date: %s" % (c.pt(pt, c.ch(["given_init", "initials", "full"])), c.date(c.today, c.ch(["num", "iso"]))))
        return "\n".join(L), layout
    # short request
    k = c.rng.randrange(7)
    if k == 6:
        s = "New patient registration for %s, DOB %s, %s. Previous GP %s. %s %s" % (
            c.pt(pt, "full"), c.dob_str(c.dob(age)), c.ssn() if c.loc in ("US", "UK", "CA") else c.hplan(),
            c.clinic(c.ch(c.L["clinics"])), c.phone(), c.email(pt))
    elif k == 0:
        s = "hi, need a copy of the discharge letter from %s %s, my %s. can u email %s? %s" % (
            c.hospital(), c.casual_date(future=False), c.mrn(), c.email(pt), c.pt(pt, c.ch(["given", "given_init"])))
    elif k == 1:
        s = "I got a bill for %s (%s) but my %s should cover it. Please call me on %s. %s" % (
            c.date(c.day(-90, -10), c.ch(["num", "abbr"])), c.acct(), c.hplan(), c.phone(), c.pt(pt, "full"))
    elif k == 2:
        s = "Parking fine at %s %s, %s - I was inside for %s's chemo. %s" % (
            c.hospital(), c.casual_date(future=False), c.vehicle(), c.fam(c.family(), "given"), c.pt(pt, c.ch(["given", "full"])))
    elif k == 3:
        s = "The DVLA form needs %s's signature. My %s. %s %s" % (
            c.dr(c.staff("doctor"), c.ch(["title_sur", "title_given_init"])), c.lic("drive", pt), c.pt(pt, "full"), c.phone(mobile=True))
    elif k == 4:
        s = "Can %s update my address to %s? Moved %s. %s, %s" % (
            c.clinic(), c.address(), c.casual_date(future=False), c.pt(pt, "full"), c.dob_str(c.dob(age)))
    else:
        s = "Lost my %s card, the number was %s I think. %s %s" % (
            c.ch(["health", "insurance", "medical aid", "Medicare"]), c.hplan(False), c.pt(pt, c.ch(["full", "given_init"])), c.phone())
    return s, layout


GENRES = [
    ("clinic_question", g_clinic_question),
    ("forum_post", g_forum_post),
    ("portal_message", g_portal_message),
    ("staff_chat", g_staff_chat),
    ("triage_call", g_triage_call),
    ("appointment_reminder", g_appointment_reminder),
    ("nurse_advice_line", g_nurse_advice_line),
    ("pharmacy_refill", g_pharmacy_refill),
    ("sick_note", g_sick_note),
    ("caregiver_diary", g_caregiver_diary),
    ("handover", g_handover),
    ("records_request", g_records_request),
]

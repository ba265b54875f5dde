"""Genres: capacity assessment record, LPA / SDM correspondence, BPSD care plan."""
import clin as K
import blocks as B
from phi import nm
from util import days, tm, rel, fam_paren, weekday, numbered, bullet, street_name

DECISIONS = [
    ("where to live on discharge (return home vs 24-hour care)", "return home", "placement"),
    ("whether to accept a package of care at home", "care", "carers"),
    ("how to manage property and financial affairs, including sale of the house", "sell", "house"),
    ("whether to consent to treatment with an antipsychotic (risperidone)", "tablet", "medicine"),
    ("whether to make a Lasting Power of Attorney / Power of Attorney", "attorney", "paperwork"),
    ("whether to have contact with a named family member", "visits", "family"),
    ("whether to consent to a PEG feeding tube", "tube", "feeding"),
]

LAW = {
    "England": "Mental Capacity Act 2005", "Wales": "Mental Capacity Act 2005",
    "Scotland": "Adults with Incapacity (Scotland) Act 2000", "Northern Ireland": "Mental Capacity Act (Northern Ireland) 2016",
    "ON": "Health Care Consent Act, 1996 / Substitute Decisions Act, 1992", "QC": "Civil Code of Quebec (arts. 11-16)",
    "BC": "Adult Guardianship Act / Health Care (Consent) and Care Facility (Admission) Act",
}


def _law(c):
    if c.uk:
        return LAW[c.nation]
    return LAW.get(c.prov_abbr, "provincial consent and capacity legislation")


def capacity(n, c):
    R = c.R
    uk = c.uk
    dec = R.choice(DECISIONS)
    at_ward = R.random() < 0.5
    n.t(R.choice(["MENTAL CAPACITY ASSESSMENT", "Capacity Assessment Record", "ASSESSMENT OF CAPACITY",
                  "Capacity Evaluation - " + ("MCA" if uk else "HCCA")]) + "\n")
    n.t("Legal framework: " + _law(c) + "\n")
    B.demog(n, c, R.choice([0, 1, 2, 5]))
    if at_ward:
        n.f("Location: {w}, {h}, bed {b}\n", w=(c.ward, "HOSPITAL"), h=(c.hosp.name, "HOSPITAL"), b=("%d" % R.randint(1, 28), "LOCATION_OTHER"))
    else:
        n.f("Location: patient's home, {a}\n", a=c.addr())
    n.f("Date/time: {d} {t}\n", d=c.D(c.today), t=tm(R))
    asr = c.cons if R.random() < 0.4 else (c.sw if R.random() < 0.5 else c.reg)
    arole = B.doc_role(c, True) if asr is c.cons else ("Social Worker" if asr is c.sw else B.doc_role(c, False))
    n.f("Assessor: {a} ({r})\n", a=c.S(asr, "fl"), r=arole)
    n.t("Others present: ")
    n.add(fam_paren(c, c.nok, R.choice(["fl", "f"])))
    if R.random() < 0.4:
        n.f("; {i} ({r})", i=c.S(c.staff(None), "fl"), r=R.choice(["IMCA", "Rights Adviser", "advocate", "charge nurse"]))
    n.t("\n\n")
    n.t("1. Decision to be made\n")
    n.f("{pt}'s capacity to decide {d}. ", pt=c.P(R.choice(["tl", "tfl", "f"])), d=dec[0])
    n.t(R.choice(["The decision needs to be made now because discharge is planned.", "Family have raised concerns.",
                  "Requested by the MDT.", "Requested by the social worker."]) + "\n\n")
    if "financial" in dec[0] and R.random() < 0.8:
        n.f("Income: {inc} ({lab} {num}). ", inc=R.choice(["State Pension and Pension Credit", "occupational pension", "Attendance Allowance"] if uk else ["CPP, OAS and GIS", "occupational pension"]),
            lab="NI no." if uk else "SIN", num=(c.ssn, "SSN"))
        n.t("\n\n")
    n.t("2. Is there an impairment of, or disturbance in the functioning of, the mind or brain?\n")
    n.t("Yes - " + c.dx[1] + R.choice([" diagnosed at the memory clinic", " (documented)", ""]) + ". " +
        R.choice(["Delirium screen (4AT %d) negative today." % R.randint(0, 3), "4AT %d." % R.randint(0, 6),
                  "CAM negative.", "No acute illness at the time of assessment."]) + "\n\n")
    n.t("3. Practicable steps taken to support decision-making\n")
    steps = R.sample(["Assessed in the morning, which family say is best time.", "Hearing aids in and checked.",
                      "Glasses worn.", "Information given in short chunks and written down.", "Used pictures of the options.",
                      "Professional interpreter used.", "Family member present for reassurance.", "Two separate sessions."], 3)
    for s in steps:
        n.t("- " + s + "\n")
    n.t("\n4. Functional test\n")
    n.t("a) Understand: ")
    hus = c.spouse
    k = R.randrange(3)
    if k == 0 and not hus.alive:
        n.f("Unable to recall why {he} is in hospital; said \"{f} will look after me at home\" ({his} {r} died in {y}). ",
            he=c.he, f=c.F(hus, "f"), his=c.his, r=hus.rel, y=(str(c.today.year - R.randint(2, 9)), "DATE"))
    elif k == 1:
        n.f("When asked about the options said \"I'll just go back to {st}, I've always managed.\" ", st=(street_name(c), "STREET"))
    else:
        n.t("Could repeat back the options in simple terms. ")
    n.t(R.choice(["Partially met.", "Not met.", "Met."]) + "\n")
    n.t("b) Retain: " + R.choice(["Could not recall the discussion after 5 minutes.", "Retained key information for the duration of the assessment.",
                                  "Retained only with written prompt card."]) + "\n")
    n.t("c) Use or weigh: ")
    if R.random() < 0.6:
        n.f("Denied any falls despite {k} falls since {d}; could not weigh risk of ", k=R.randint(2, 9), d=c.Ds(days(c.today, -R.randint(30, 120))))
        n.t(R.choice(["being alone at night.", "not taking medication.", "the financial consequences.", "refusing care."]) + " ")
    else:
        n.t("Able to give reasons linked to own values (wants to stay near church and friends). ")
    n.t("\nd) Communicate: " + R.choice(["Able to communicate a choice.", "Communicates clearly.", "Choice changes each time asked."]) + "\n\n")
    n.t("Patient's own words (verbatim):\n")
    n.f("\"{q}\"\n\n", q=R.choice([
        ["my ", c.kids[0].rel, " ", c.F(c.kids[0], "f"), " does all that now, ask ", ("her" if c.kids[0].sex == "F" else "him")],
        ["i was %s " % ("an" if c.occ[0] in "aeiou" else "a"), (c.occ, "PROFESSION"), " for forty years, i know what i'm doing"],
        ["i want to go home to ", (c.city, "CITY"), ", the dog needs feeding"],
        ["don't put me in ", (c.carehome.name, "HOSPITAL"), ", that's where my sister died"],
        ["i'm ", (str(c.age - R.choice([0, 10, 20, 30])), "AGE"), ", i'm not senile"]]))
    n.t("5. Outcome\n")
    lacks = R.random() < 0.75
    if lacks:
        n.f("On the balance of probabilities {pt} LACKS capacity to make this decision at this time. ", pt=c.P("tl"))
        if uk:
            n.t(R.choice(["A best interests decision will be made.", "No valid LPA (health and welfare) or ADRT - best interests process applies.",
                          "Attorney under a registered LPA is the decision-maker."]) + "\n")
        else:
            n.f("Informed of the finding and of the right to apply to the {b}. SDM: {r} ", b=R.choice(["Consent and Capacity Board", "review board", "court"]),
                r=c.nok.rel)
            n.add(c.F(c.nok, "fl"))
            n.t(".\n")
    else:
        n.f("{pt} HAS capacity to make this decision, even if it is considered unwise.\n", pt=c.P("tl"))
    if lacks and R.random() < 0.7:
        n.f("\n{lab}: {d} at {t}, ", lab="Best interests meeting" if uk else "Family conference", d=c.D(days(c.today, R.randint(2, 14))), t=tm(R))
        n.t(R.choice(["on the ward", "by Teams", "at the care home", "in the family room"]) + ". Attendees: ")
        people = [[c.S(c.cons, "fl"), " (consultant)"], [c.S(c.sw, "fl"), " (social worker)"], fam_paren(c, c.nok, "fl")]
        if len(c.kids) > 1:
            people.append(fam_paren(c, c.kids[1], "fl"))
        if R.random() < 0.5:
            people.append([c.S(c.ot, "fl"), " (OT)"])
        for i, p in enumerate(people):
            if i:
                n.t(", ")
            n.add(p)
        n.t(".\n")
    if lacks and uk and R.random() < 0.4:
        n.f("DoLS urgent authorisation completed {d}; standard authorisation requested (ref {r}).\n",
            d=c.D(c.today), r=(B.idnum(R, "dols", c.today.year), "IDNUM"))
    if R.random() < 0.4:
        n.f("Safeguarding referral {r} remains open.\n", r=(B.idnum(R, "sg", c.today.year), "IDNUM"))
    n.t("\n")
    n.f("Signed: {a}, {r}\n", a=c.S(asr, R.choice(["fl", "il"]), title=asr is not c.sw), r=arole)
    if asr is not c.sw and R.random() < 0.5:
        n.f("{lab}{num}\n", lab=B.lic_label(c, "doc"), num=(B.lic_value(c, "doc"), "LICENSE"))
    elif R.random() < 0.4:
        n.f("{lab}{num}\n", lab="SWE reg. " if uk else "Reg. ", num=("SW%06d" % R.randint(0, 999999), "LICENSE"))
    if R.random() < 0.5:
        B.ehr_footer(n, c, asr)


def _email_header(n, c, frm, to, subj, d):
    R = c.R
    n.f("From: {a} <{ae}>\nTo: {b} <{be}>\n", a=frm[0], ae=(frm[1], "EMAIL"), b=to[0], be=(to[1], "EMAIL"))
    if R.random() < 0.4:
        n.f("Cc: {cc}\n", cc=(c.clinic.email, "EMAIL"))
    n.f("Sent: {d} {t}\nSubject: {s}\n\n", d=c.D(d, R.choice(["wd,Md,Y", "wdMY", "dMY", c.dstyle])), t=tm(R), s=subj)


def lpa(n, c):
    R = c.R
    uk = c.uk
    att = c.nok
    att2 = c.kids[1] if len(c.kids) > 1 else None
    k = R.randrange(4)
    mum = "Mum" if c.sex == "F" else "Dad"
    if k == 0:
        att = c.kids[0]
        # email from attorney and reply
        _email_header(n, c, (c.F(att, "fl"), att.email), (c.S(c.nurse, "fl", title=False), c.nurse.email),
                      [R.choice(["RE: ", "Re: ", "FW: ", ""]), mum + "'s appointment", " - ",
                       nm(c.pt, "PATIENT", "fl")], c.today)
        n.f("Hi {s},\n\n", s=c.S(c.nurse, "f"))
        if R.random() < 0.4:
            n.f("Thanks for your call on {wd}. ", wd=weekday(c))
        else:
            n.t("Thanks for your call " + R.choice(["yesterday", "last week", "this morning"]) + ". ")
        n.t(R.choice(["I am attaching a copy of the ", "As requested here is the "]) +
            ("registered Lasting Power of Attorney for Property and Financial Affairs" if uk else "Continuing Power of Attorney for Property") + ". ")
        n.f("The reference number is {ref} and it was " + ("registered" if uk else "signed") + " on {d}. ", ref=(B.idnum(R, "lpa") if uk else B.idnum(R, "ref", c.today.year), "IDNUM"),
            d=c.D(days(c.today, -R.randint(100, 1500))))
        if att2:
            n.f("My {r} {b} and I act jointly and severally. ", r=att2.rel.replace("daughter", "sister").replace("son", "brother"), b=c.F(att2, "f"))
        if R.random() < 0.6:
            n.f("The {form} form also asks for {his} {lab}, which is {num}. ", form=R.choice(["Attendance Allowance", "council tax reduction", "pension"] if uk else ["OAS", "CPP", "GIS"]),
                his=c.his, lab="National Insurance number" if uk else "SIN", num=(c.ssn, "SSN"))
        n.f("Could you please also let the {org} know, as they won't speak to me about {his} account ending {acct}. ",
            org=(c.bank, "ORGANIZATION"),
            his=c.his, acct=("%04d" % R.randint(0, 9999), "ACCOUNT"))
        n.t(mum + " has been " + R.choice(["a bit more muddled since the move", "asking for the car keys again", "much happier at the day centre"]) + ".\n\n")
        n.f("Many thanks,\n{a}\n{ph}\n\n", a=c.F(att, "f"), ph=(att.phone, "PHONE"))
        n.t("-----Original Message-----\n")
        _email_header(n, c, (c.S(c.nurse, "fl", title=False), c.nurse.email), (c.F(att, "fl"), att.email), "Documents for memory clinic",
                      days(c.today, -R.randint(1, 6)))
        n.f("Dear {a},\n\nFurther to our conversation, could you send a copy of the LPA/POA so we can add it to {his} record ({lab} {mrn}). ",
            a=c.F(att, "f"), his=c.his, lab=R.choice(["hospital no.", "MRN", "record no."]), mrn=(c.mrn, "MRN"))
        n.t("Please do not include bank details.\n\nKind regards\n")
        n.add(c.S(c.nurse, "fl", title=False))
        n.t("\n" + B.nurse_role(c) + "\n")
        n.f("{cl} | {ph}\n", cl=(c.clinic.name, "HOSPITAL"), ph=(c.clinic.phone, "PHONE"))
        return
    B.letterhead(n, c, c.clinic if k != 2 else c.hosp)
    B.refs(n, c)
    B.date_line(n, c, days(c.today, R.randint(0, 10)))
    n.t("\n")
    if k == 1:
        sol_firm = R.choice(["Hargreaves & Mold Solicitors", "Pryce Llewellyn LLP", "Dobson Kirk Solicitors"] if uk else
                            ["Delacroix Penner LLP", "MacKinnon Sutherland Law", "Chan & Friesen Barristers"])
        sol = c.relative(R.choice("FM"), "solicitor", old=False, same_sur=False)
        n.f("{s}\n{firm}\n", s=c.F(sol, "fl"), firm=(sol_firm, "ORGANIZATION"))
        sc = c.other_city()
        n.add(c.addr(street=c.street(work=True), city=sc, pc=c.pcode(sc), block=True))
        n.f("\n\nYour ref: {r}\n\nDear {t}{l},\n\n", r=(B.idnum(R, "ref", c.today.year), "IDNUM"), t="Mr " if sol.sex == "M" else "Ms ", l=c.F(sol, "l"))
        n.f("Re: {pt}, {addr}\n\n", pt=nm(c.pt, "PATIENT", "fl", c.ptitle), addr=c.addr())
        n.f("Thank you for your letter dated {d} asking for my opinion on whether {pt} has capacity to ", d=c.D(days(c.today, -R.randint(10, 40))),
            pt=c.P("tl"))
        n.t(R.choice(["execute a Lasting Power of Attorney" if uk else "grant a Continuing Power of Attorney for Property",
                      "make a new will", "revoke the existing Power of Attorney"]) + ". ")
        n.f("I assessed {him} at home on {d}, with {his} consent, in the presence of {r} for the first part only.\n\n",
            him=c.him, d=c.D(c.today), his=c.his, r=rel(c, c.kids[0], "f"))
        n.t("I applied the relevant test (including, for the will, the criteria in Banks v Goodfellow). ")
        n.t(R.choice(["In my opinion %s understood the nature and effect of the document, the extent of %s property, and the claims of those who might expect to benefit. " % (c.he, c.his),
                      "In my opinion %s was unable to retain or weigh the relevant information; for example %s could not name %s children or describe the property. " % (c.he, c.he, c.his)]))
        n.f("{He} knew {he} owned {prop} and had savings with {bank}. ", He=c.He, he=c.he, prop=[R.choice(["the house at ", "a flat at "]), (c.addr_street, "STREET")],
            bank=(c.bank, "ORGANIZATION"))
        n.t("\n\nMy fee will be invoiced separately.\n\n")
    elif k == 2:
        n.f("To: {r} {a}\n", r=att.rel.capitalize(), a=nm(att, "FAMILY", "fl"))
        sc = c.other_city()
        n.add(c.addr(street=c.street(), city=sc, pc=c.pcode(sc), block=True))
        n.f("\n\nDear {a},\n\n", a=c.F(att, R.choice(["f", "fl"])))
        n.f("Re: {pt} (DOB {dob})\n\n", pt=nm(c.pt, "PATIENT", "fl", c.ptitle), dob=c.D(c.dob))
        if uk:
            n.f("As {his} registered attorney for health and welfare (OPG reference {ref}), we are writing to inform you of decisions being considered about {his} care on {w}. ",
                his=c.his, ref=(B.idnum(R, "lpa"), "IDNUM"), w=(c.ward, "HOSPITAL"))
        else:
            n.f("As {his} substitute decision-maker under the Power of Attorney for Personal Care dated {d}, you are being asked to give or refuse consent on {his} behalf. ",
                his=c.his, d=c.D(days(c.today, -R.randint(300, 3000))))
        n.t(R.choice(["The team's view is that 24-hour care would be in %s best interests." % c.his,
                      "We would like to discuss starting a low dose of an antipsychotic for distressing hallucinations.",
                      "We need your consent for a change to %s medication." % c.his]) + " ")
        n.f("Please contact the ward on {ph} to arrange a meeting; the ward manager is {m}.\n\n", ph=(c.ext(c.hosp.phone), "PHONE"),
            m=c.S(c.hcstaff[2], "fl"))
        if not uk and R.random() < 0.5:
            n.f("If no SDM is willing and able to act, the Public Guardian and Trustee becomes the decision-maker of last resort (file {f}).\n\n",
                f=(B.idnum(R, "pgt", c.today.year), "IDNUM"))
    else:
        qc = c.prov_abbr == "QC"
        if uk:
            n.t(R.choice(["Office of the Public Guardian", "Court of Protection"]) + "\n(by secure email)\n")
        elif qc:
            n.t(R.choice(["Superior Court - Protection of Persons", "Curateur public du Quebec"]) + "\nGreffe\n")
        else:
            n.t("Office of the Public Guardian and Trustee\nIntake Unit\n")
        n.f("\nDear Sir/Madam,\n\nRe: {pt}, DOB {dob}, {hl} {hc}\n", pt=nm(c.pt, "PATIENT", R.choice(["fml", "LF"])), dob=c.D(c.dob),
            hl=c.hc_label(), hc=(c.hc, "HEALTHPLAN"))
        n.f("{lab} {cn}\n\n", lab=R.choice(["Case no:", "File no.", "Our file:"]),
            cn=(B.idnum(R, "cop") if uk else ("500-14-%06d-%03d" % (R.randint(0, 999999), R.randint(0, 999)) if qc else B.idnum(R, "pgt", c.today.year)), "IDNUM"))
        n.f("I am writing in support of the application by {a} ({r}) ", a=c.F(att, "fl"), r=att.rel)
        n.t(R.choice(["to be appointed deputy for property and affairs." if uk else ("for homologation of the protection mandate." if qc else "to be appointed guardian of property."),
                      "raising concerns about the actions of an attorney."]) + " ")
        n.f("I have known {pt} since {d}, when {he} was first seen at {cl}. ", pt=c.P("tl"), d=c.D(c.referral, R.choice(["MY", "mY", "Y"])), he=c.he,
            cl=(c.clinic.name, "HOSPITAL"))
        n.t("In my opinion %s has %s and lacks capacity to manage %s property and financial affairs; this is unlikely to change. " % (c.he, c.dx[1], c.his))
        if R.random() < 0.6:
            n.f("{His} income is {inc}; {lab} {num}. ", His=c.His, inc=R.choice(["State Pension and Attendance Allowance", "a small works pension"] if uk else ["CPP and OAS", "CPP, OAS and GIS", "an occupational pension"]),
                lab="National Insurance no." if uk else "SIN", num=(c.ssn, "SSN"))
        n.t("\n\n")
    sgn = c.cons if R.random() < 0.7 else c.reg
    B.signature(n, c, sgn, B.doc_role(c, sgn is c.cons), "doc", B.doc_cred(c), licence=R.random() < 0.6)
    if R.random() < 0.5:
        B.cc(n, c, R.choice([("gp",), ("gp", "nok"), ("file",)]))


def bpsd_plan(n, c):
    R = c.R
    uk = c.uk
    in_home = R.random() < 0.6
    n.t(R.choice(["BPSD CARE PLAN", "Behavioural and Psychological Symptoms of Dementia - Care Plan",
                  "Person-centred behaviour support plan", "BEHAVIOUR SUPPORT PLAN (P.I.E.C.E.S.)", "Stress and Distress Care Plan"]) + "\n")
    if in_home:
        n.f("Setting: {h}, {lab} {room}\n", h=(c.carehome.name, "HOSPITAL"), lab=R.choice(["room", "Room", "Suite"]),
            room=("%d" % R.randint(1, 80), "LOCATION_OTHER"))
    else:
        n.f("Setting: {w}, {h}, bay {bay} bed {bed}\n", w=(c.ward, "HOSPITAL"), h=(c.hosp.name, "HOSPITAL"), bay=(R.choice("ABCD"), "LOCATION_OTHER"),
            bed=("%d" % R.randint(1, 6), "LOCATION_OTHER"))
    B.demog(n, c, R.choice([1, 2, 5]))
    n.f("Plan written: {d}   Review by: {r}\n\n", d=c.D(c.today), r=c.D(days(c.today, R.choice([14, 28, 42, 56]))))
    n.t("ABOUT ME\n" if R.random() < 0.5 else "Life story / This is me:\n")
    n.f("Likes to be called: {nk}\n", nk=nm(c.pt, "PATIENT", "nick" if c.pt.nick else "f"))
    n.f("Worked as {a} {occ}", a="an" if c.occ[0] in "aeiou" else "a", occ=(c.occ, "PROFESSION"))
    if c.employer:
        n.f(" at {e}", e=c.employer)
    n.t(" " if c.employer and c.employer[0].endswith(".") else ". ")
    if c.born_abroad:
        n.f("Grew up in {ct}. ", ct=(c.born_abroad, "COUNTRY"))
    sp = c.spouse
    n.f("Married to {f} for {y} years{d}. ", f=c.F(sp, "f"), y=R.randint(30, 60), d="" if sp.alive else R.choice([" (widowed)", ", now widowed", " until %s death" % ("his" if sp.sex == "M" else "her")]))
    n.t("Children: ")
    for i, k_ in enumerate(c.kids):
        if i:
            n.t(", ")
        n.add(c.F(k_, "f"))
    n.t(". ")
    if R.random() < 0.5:
        n.f("Faith is important - attended {ch} every week. ", ch=(c.church, "ORGANIZATION"))
    likes = ["gardening", "hymns", "folding laundry", "dogs", "ballroom dancing", "fishing stories", "knitting", "old films"]
    likes += ["brass band music", "football on the radio", "a cup of tea with two sugars", "Coronation Street"] if uk else \
        ["hockey on TV", "country music", "crib and euchre", "a double-double coffee"]
    n.t("Enjoys " + ", ".join(R.sample(likes, 3)) + ". ")
    n.t("Dislikes " + R.choice(["loud noise", "being rushed", "showers (prefers a bath)", "men helping with personal care", "the TV on all day"]) + ".\n")
    if R.random() < 0.4:
        n.f("Important dates: birthday {b}; wedding anniversary {a}.\n", b=c.D(c.dob, R.choice(["dM", "Md", "dthMY"])),
            a=c.D(days(c.dob, R.randint(7000, 9000)), R.choice(["dM", "Md"])))
    n.h("\nBASELINE")
    n.t(R.choice(["Cornell %d, NPI-NH %d. " % (R.randint(3, 14), R.randint(8, 60)), "CMAI %d. " % R.randint(30, 90),
                  "NPI-NH total %d. " % R.randint(8, 60)]) + R.choice(["Abbey pain %d." % R.randint(0, 9), "PAINAD %d." % R.randint(0, 5)]) + " " + c.dx[2] + ".\n\n")
    n.t("BEHAVIOURS, TRIGGERS AND WHAT HELPS\n")
    tab = R.random() < 0.5
    beh = R.sample(K.BPSD, R.randint(2, 4))
    if tab:
        n.t("Behaviour | Possible triggers | What helps\n")
    for b in beh:
        if tab:
            n.t("%s | %s | %s\n" % b)
        else:
            n.t("%s%s\n    Triggers: %s\n    Approach: %s\n" % (bullet(R), b[0], b[1], b[2]))
    if R.random() < 0.6:
        n.f("{r} says the best approach is ", r=rel(c, c.nok, "f", cap=True))
        n.t(R.choice(["to sing along with " + c.him, "to talk about the old days", "to let " + c.him + " think " + c.he + " is helping", "humour"]) + ".\n")
    n.h("\nMEDICATION")
    psy = R.choice(K.PSYCH[4:7])
    n.f("{drug} {dose} started {d} for {ind}. ", drug=psy[0], dose=psy[1], d=c.D(days(c.today, -R.randint(14, 120))),
        ind=R.choice(["severe distress with psychotic symptoms", "aggression posing risk to others", "sleep"]))
    n.t("Review date for antipsychotic: 6 weeks. " + R.choice(["Consent discussed with family.", "Best interests decision recorded.", "SDM consent obtained."]) + "\n")
    n.t("PRN: " + R.choice(["lorazepam 0.5 mg, max 1 mg in 24 h, only after non-drug strategies tried", "none - non-drug approaches only",
                            "haloperidol 0.5 mg - NOT for use in DLB"]) + ".\n")
    n.t("\nRISK\n" + R.choice(["Falls risk high - sensor mat in place.", "Risk to others when cornered - give space.", "Exit-seeking: door keypad, GPS watch."]))
    if R.random() < 0.35:
        n.f(" GPS watch ID {d}.", d=(B.device_id(R, "gps"), "DEVICE"))
    if R.random() < 0.25:
        n.f(" Door access by resident fingerprint ID {b}.", b=(B.bio_id(R), "BIOID"))
    n.h("\n\nAGREED BY")
    rows = [[c.S(c.nurse, "fl", title=False), ", " + B.nurse_role(c)], [c.S(c.hcstaff[0], "fl"), ", " + R.choice(["Unit Manager", "Deputy manager", "Nurse in charge"])],
            [c.F(c.nok, "fl"), " (" + c.nok.rel + ")"]]
    for r_ in rows[:R.randint(2, 3)]:
        n.add(r_)
        n.f("   date {d}\n", d=c.D(c.today, R.choice([c.dstyle, "dmy/s", "dm"]) if uk else c.dstyle))
    if R.random() < 0.4:
        n.f("\nCopy to {gp}, {p}; {team} ({ph})\n", gp=c.S(c.gp, "l"), p=(c.practice.name, "HOSPITAL"), team=(c.team, "HOSPITAL"),
            ph=(c.clinic.phone, "PHONE"))
    if R.random() < 0.4:
        B.ehr_footer(n, c, c.nurse)

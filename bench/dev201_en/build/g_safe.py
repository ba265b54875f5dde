"""Genre: safeguarding / child welfare referral form."""
import common as C
import gen
import pools
from ctx import Ctx
from gen import Doc, P
from kw import base_kw

CONCERNS = [
    "On {d1} {pt} arrived at school with a bruise to the left eye. When asked, {he} said '{q}'. {He} appeared "
    "tired and hungry and ate two breakfasts from the breakfast club.",
    "{pt} has attended the clinic {n} times since {d2} with recurrent head lice, untreated dental caries and "
    "clothing inappropriate for the weather. Appointments at {hosp} for {his} squint have been missed x3.",
    "During a home visit on {d1}, the {ref_role} observed an adult male, known as '{pn}', shouting at {pt}'s {rel}; "
    "there was a hole in the bedroom door. {Rel} disclosed that {pn} has pushed her before. {pn} left in a {car}, "
    "registration {reg}.",
    "{pt} disclosed to {his} class teacher on {d1} that {his} {rel}'s friend touches {him} 'in a bad way' when {rel} "
    "is at work. {He} was calm but would not say more.",
    "{pt} ({age}) has been absent from school for {n} days this term. Neighbours report {he} minds younger siblings "
    "during the day. {Rel} appeared intoxicated at collection on {d1}.",
    "Concern regarding online exploitation: {pt} has been sending images to an adult contact using the handle "
    "'{handle}' on a gaming platform; messages seen by {his} {orel} on {d1}.",
]
QUOTES = ["i walked into the door", "daddy got cross", "i dont want to go home", "its a secret",
          "mum was sleeping all day", "we had no dinner again"]


def build(rng, country, lower):
    ctx = Ctx(rng, country, lower, (2 * 365, 17 * 365))
    d = Doc(lower, ctx.country)
    kw = base_kw(ctx, rng)
    us = ctx.us
    roles = [("Public Health Nurse" if not us else "School Nurse", True), ("GP" if not us else "Pediatrician", True),
             ("Designated Liaison Person / Principal" if not us else "School Counselor", False),
             ("Practice Nurse" if not us else "Clinic RN", True), ("Class Teacher", False)]
    role, clin = rng.choice(roles)
    if clin:
        refp = ctx.clin(rng.choice(["RGN PHN", "MICGP", "RN"]) if not us else rng.choice(["RN", "MD", "BSN, RN"]))
    else:
        refp = ctx.adult(rng.choice("MF"), "referrer")
    org = ctx.school if not clin else (ctx.clinic if rng.random() < 0.7 else ctx.hosp)
    org_typ = "ORGANIZATION" if not clin else "HOSPITAL"
    if us:
        d.line(rng.choice(["REPORT OF SUSPECTED CHILD ABUSE OR NEGLECT", "MANDATED REPORTER WRITTEN REPORT",
                           "Child Abuse Hotline - Written Follow-up Report"]))
        d.line("(Written report to follow the oral report within 48 hours)")
    else:
        d.line(rng.choice(["CHILD PROTECTION AND WELFARE REPORT FORM", "Child Safeguarding Referral Form",
                           "STANDARD REPORT FORM - CHILD WELFARE CONCERN"]))
        d.line("(Submit to the local Tusla social work duty team; mandated report under the Children First Act 2015)")
    d.t("\n")
    d.line("SECTION 1 - DETAILS OF PERSON REPORTING")
    d.line("Name: {n}", n=refp.n("fl"))
    d.line("Role: {r}    Mandated person: {m}", r=role, m=rng.choice(["Yes", "Yes", "No"]))
    d.line("Organisation: {o}", o=P(org, org_typ))
    d.line("Address: {a}", a=ctx.site_address())
    d.line("Phone: {p}    Email: {e}", p=P(ctx.site_phone() + (gen.ext(rng) if rng.random() < 0.3 else ""), "PHONE"),
           e=P(gen.email_for(rng, refp.first, refp.last), "EMAIL"))
    d.line("Date of oral report: {a}    Time: {t}", a=kw["today"], t="%02d:%02d" % (rng.randint(8, 18), rng.randint(0, 59)))
    d.t("\n")
    d.line("SECTION 2 - CHILD")
    d.line("Name: {n}    Also known as: {k}", n=ctx.pt.n("fml"), k=ctx.pt.n("nick") if ctx.pt.nick else "n/a")
    d.line("DOB: {dob}    Age: {a}    Gender: {g}", dob=kw["dob"], a=P(str(ctx.age_y), "AGE"),
           g="male" if ctx.pt.sex == "M" else "female")
    d.line("Home address: {a}", a=ctx.address())
    if rng.random() < 0.7:
        d.line("{l}: {s}", l="SSN" if us else "PPSN", s=P(ctx.ssn, "SSN"))
    d.line("School/creche: {s}    {gp}: {g}", s=kw["school"], gp=kw["gp"],
           g=[ctx.dr(ctx.clin("MD" if us else "MICGP"), "dr_last"), ", ", kw["clinic"]])
    d.line("Language: {l}    Interpreter needed: {i}    Disability: {x}", l=rng.choice(["English", "Polish", "Arabic", "Irish", "Spanish",
                                                                                       "Romanian", "Portuguese"]),
           i=rng.choice(["no", "yes"]), x=rng.choice(["none known", "ASD", "hearing impairment", "ADHD"]))
    d.t("\n")
    d.line("SECTION 3 - PARENTS / CARERS")
    for p_, r_ in ((ctx.mother, "Mother"), (ctx.father, "Father")):
        d.w("{r}: {n}", r=r_, n=p_.n("fl"))
        if rng.random() < 0.5:
            d.w("  DOB: {d}", d=ctx.D(gen.add_days(ctx.visit, -365 * p_.age - rng.randint(10, 340))))
        d.w("  Tel: {p}", p=P(p_.phone, "PHONE"))
        if rng.random() < 0.6:
            d.w("  Occupation: {j}", j=P(p_.job, "PROFESSION"))
        d.line("")
    if rng.random() < 0.5:
        d.line("Father's address (if different): {a}, {c}", a=P("%d %s" % (rng.randint(1, 99), rng.choice(
            ["Kilbride Close", "Maple Row", "Harbour View", "Mill Lane", "Orchard Court"])), "STREET"),
            c=P(rng.choice(pools.US_PLACES)[0] if us else rng.choice(pools.IE_PLACES)[0], "CITY"))
    d.line("Parents aware of this report: {x}", x=rng.choice(["yes - {rel} informed", "no - informing may place child at risk"]).replace("{rel}", kw["rel"]))
    d.t("\n")
    d.line("SECTION 4 - OTHER HOUSEHOLD MEMBERS")
    d.line("Name                       Age   Relationship")
    hh = []
    for _ in range(rng.randint(1, 3)):
        s = ctx.child()
        hh.append((s.n("fl"), str(s.age), "half-sibling" if rng.random() < 0.3 else "sibling"))
    pn = ctx.adult("M", "partner")
    pn.last = rng.choice(pools.US_SURNAMES if us else pools.IE_SURNAMES)
    if rng.random() < 0.6:
        hh.append((pn.n("fl"), str(pn.age), "mother's partner"))
    for n_, a_, r_ in hh:
        d.t("")
        d.add(n_)
        d.t(" " * max(2, 27 - len(n_[0])))
        d.add(P(a_, "AGE"))
        d.line(" " * max(2, 6 - len(a_)) + r_)
    d.t("\n")
    d.line("SECTION 5 - NATURE OF CONCERN")
    d.line("Category: {c}", c=rng.choice(["Neglect", "Physical abuse", "Emotional abuse", "Sexual abuse", "Welfare concern"]))
    kw.update({"d1": ctx.dt(-rng.randint(0, 3), rng.choice([ctx.dstyle, "wk_us" if us else "wk_ie"])),
               "d2": ctx.D(gen.add_days(ctx.visit, -rng.randint(90, 400)), rng.choice(["month_year", ctx.dstyle])),
               "q": rng.choice(QUOTES), "n": str(rng.randint(4, 30)), "ref_role": role.lower(), "pn": pn.n("first"),
               "car": rng.choice(["white Transit van", "black BMW 3 series", "silver Nissan Qashqai", "blue pickup truck"]),
               "reg": P(gen.us_plate(rng) if us else gen.ie_reg(rng), "VEHICLE"), "Rel": kw["rel"].capitalize(),
               "handle": P(rng.choice(["darkwolf", "kingjay", "shadowfox", "coolguy", "bigbro"]) + str(rng.randint(10, 999)), "USERNAME")})
    kw["age"] = ctx.age_piece("aged {a}")
    d.line(rng.choice(CONCERNS), **kw)
    if rng.random() < 0.5:
        d.line("Previous concerns recorded on {a} and {b}.", a=ctx.D(gen.add_days(ctx.visit, -rng.randint(200, 600))),
               b=ctx.D(gen.add_days(ctx.visit, -rng.randint(30, 190))))
    d.line("Child's current location / immediate safety: {x}", x=rng.choice(["in school until 15:00", "at home with {rel}".replace("{rel}", kw["rel"]),
                                                                              "admitted to {w}", "with maternal grandmother"]).replace("{w}", "ward"))
    d.t("\n")
    d.line("SECTION 6 - OTHER AGENCIES")
    if us:
        d.line("Law enforcement notified: {y}  Agency: {c} Police Dept.  Report #: {r}", y=rng.choice(["Yes", "No"]),
               c=P(ctx.city, "CITY"), r=P("%s-%s" % (ctx.visit.year, gen.digits(rng, 6)), "IDNUM"))
        d.line("Hotline intake #: {i}   Intake worker: {w}", i=P(gen.digits(rng, 9), "IDNUM"),
               w=ctx.adult(rng.choice("MF"), "intake").n("fl"))
    else:
        d.line("Gardaí informed: {y}  Station: {c} Garda Station  PULSE no.: {r}", y=rng.choice(["Yes", "No - not immediate risk"]),
               c=P(ctx.city, "CITY"), r=P(gen.digits(rng, 8), "IDNUM"))
        d.line("Other services involved: {o}; {p}", o=P(rng.choice(pools.COMMUNITY_ORGS), "ORGANIZATION"),
               p=rng.choice(["CAMHS", "Family Support Worker", "Speech and Language Therapy", "none"]))
    d.t("\n")
    d.line("SECTION 7 - SIGNATURE")
    d.line("Signed: {n}   Date: {dt}", n=refp.n("fl"), dt=kw["today"])
    if clin and rng.random() < 0.5:
        C.license_line(ctx, d, refp, rng)
    d.t("\n")
    d.line("FOR OFFICE USE ONLY")
    d.line("Referral no.: {r}   Received: {dt}   Duty social worker: {s}", r=P(
        ("%s%s" % (rng.choice(["CR-", "RPT"]), gen.digits(rng, 7))) if us else ("TUS-%s-%s" % (ctx.visit.year, gen.digits(rng, 5))), "IDNUM"),
        dt=ctx.dt(rng.randint(0, 2)), s=ctx.adult(rng.choice("MF"), "sw").n(rng.choice(["fl", "fi_last"])))
    d.line("Screening outcome: {x}", x=rng.choice(["Open to intake - initial assessment", "Child protection conference",
                                                   "Refer to Family Support", "Pending"]))
    return d, ctx

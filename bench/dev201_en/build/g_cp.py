"""Genre: child protection medical report."""
import common as C
import gen
import pools
from ctx import Ctx
from gen import Doc, P
from kw import base_kw

SITES = ["forehead", "left cheek", "right pinna", "upper arm (posterior)", "left flank", "lower back",
         "buttocks", "right thigh (lateral)", "left shin", "chest wall", "upper lip frenulum", "neck (left side)"]
COLOURS = ["purple-blue", "blue-green", "yellow-brown", "red-purple", "faint yellow", "brown"]
SHAPES = ["oval", "linear", "patterned, loop-shaped", "irregular", "parallel linear (tramline)",
          "fingertip-pattern", "curvilinear"]


def build(rng, country, lower):
    ctx = Ctx(rng, country, lower, (60, 15 * 365))
    d = Doc(lower, ctx.country)
    kw = base_kw(ctx, rng)
    us = ctx.us
    cap = ctx.clin("MD, FAAP" if us else rng.choice(["FRCPI", "MRCPCH", "FRCPCH"]))
    chap = ctx.clin("RN" if us else rng.choice(["RGN", "RCN"]))
    sw = ctx.adult(rng.choice("MF"), "social worker")
    gd = ctx.adult(rng.choice("MF"), "police")
    partner = ctx.adult("M", "partner")
    partner.last = rng.choice(pools.US_SURNAMES if us else pools.IE_SURNAMES)
    if us:
        case = "%s-%s-%s" % (rng.choice(["CPS", "DCFS", "CFSA", "DCS"]), ctx.visit.year, gen.digits(rng, 6))
        agency = "CPS"
        pol_lab, pol = [P(ctx.city, "CITY"), " PD report #"], "%s-%s" % (gen.digits(rng, 2), gen.digits(rng, 6))
        site = rng.choice(["{r} Child Advocacy Center", "{r} Child Protection Clinic", "{r} CARE Clinic"]).format(
            r=rng.choice(pools.US_HOSP_ROOTS))
    else:
        case = "%s/%s/%s" % (rng.choice(["TUS", "CFA", "SW"]), ctx.visit.year, gen.digits(rng, 5))
        agency = "Tusla"
        pol_lab, pol = "PULSE incident no. ", gen.digits(rng, 8)
        site = rng.choice(["{r} Child Protection Unit", "{r} Child Sexual Abuse Assessment Unit",
                           "Laurel Suite, {r} Children's Services"]).format(r=rng.choice(pools.IE_HOSP_ROOTS))
    # header
    d.line(rng.choice(["CHILD PROTECTION MEDICAL REPORT", "CHILD ABUSE PEDIATRICS CONSULTATION" if us else
                       "CHILD SAFEGUARDING MEDICAL ASSESSMENT", "CONFIDENTIAL - FORENSIC MEDICAL EVALUATION"]))
    d.line("{s}, {h}", s=P(site, "HOSPITAL"), h=kw["hosp"])
    d.line("CONFIDENTIAL: not to be released without authorisation of the referring agency.")
    d.t("\n")
    C.pt_header(ctx, d, rng, fields=("name", "dob", "mrn"))
    d.w("Address: ")
    d.line("{a}", a=ctx.address())
    d.line("Date of examination: {dt}   Time: {t}", dt=kw["today"], t="%02d:%02d" % (rng.randint(8, 20), rng.randint(0, 59)))
    d.line("Referral received: {dt} from {ag} ({who}), case ref {c}", dt=ctx.dt(-rng.randint(0, 2)), ag=agency,
           who=sw.n("fl"), c=P(case, "IDNUM"))
    d.w("Police: {o}{x}", o=[rng.choice(["Det. ", "Officer ", "Sgt. ", "Deputy "]) if us else
                              rng.choice(["Garda ", "Det. Garda ", "Sgt "]), gd.n("fl")], x="")
    if rng.random() < 0.5:
        d.w(", badge {b}", b=P(gen.digits(rng, rng.randint(4, 5)), "IDNUM"))
    d.line("; {l}{p}", l=pol_lab, p=P(pol, "IDNUM"))
    d.line("Present: {rel} {cg}; {sw} ({ag} social worker); chaperone {ch}, {cr}.", rel=kw["rel"],
           cg=kw["cgfl"], sw=sw.n("fl"), ag=agency,
           ch=chap.n("fl"), cr=chap.cred)
    d.line("Consent: obtained from {rel} and assent from child{x}.", rel=kw["rel"],
           x="" if ctx.age_y >= 6 else " not applicable due to age")
    d.t("\n")
    d.line("1. REASON FOR REFERRAL")
    first_date = gen.add_days(ctx.visit, -rng.randint(1, 5))
    reasons = [
        "Bruising noted on {pt}'s {site} by staff at {school} on {fd}, reported to {ag} the same day.",
        "{age} presented to {hosp} ED with a swollen left thigh; X-ray showed a femoral fracture inconsistent "
        "with the history of rolling off a sofa. Infant is non-ambulant.",
        "{pt} disclosed to teacher {teacher} on {fd} that {his} {rel}'s partner '{pn}' hit {him} with a belt.",
        "Neighbour ({nb}) reported child repeatedly left alone overnight; on welfare visit {pt} had untreated scalp "
        "lesions and weight below the 0.4th centile.",
        "Sentinel injury: {age} with a 1 cm bruise on the ear noted at routine visit at {clinic} on {fd}.",
    ]
    teacher = ctx.adult(rng.choice("MF"), "teacher")
    nb = ctx.adult(rng.choice("MF"), "neighbour")
    kw.update({"site": rng.choice(SITES), "fd": ctx.D(first_date), "ag": agency,
               "teacher": [ctx.title(teacher) if rng.random() < 0.5 else "", teacher.n(rng.choice(["fl", "last"]))],
               "pn": partner.n("first"), "nb": nb.n("fl")})
    if ctx.age_y < 1:
        reasons = [reasons[1], reasons[4]]
    d.line(rng.choice(reasons), **kw)
    d.t("\n")
    d.line("2. HISTORY")
    d.w("History was obtained from {rel} {cg}", rel=kw["rel"], cg=kw["cg"])
    d.line(" separately from the child{x}.", x=", and from the child alone with the chaperone" if ctx.age_y >= 4 else "")
    d.w("{Rel} lives with {pt}", Rel=kw["rel"].capitalize(), pt=kw["pt"])
    d.w(" and {his} partner {p} ({a})", his="her" if ctx.guardian is ctx.mother else "his", p=partner.n("fl"),
        a=[P(str(partner.age), "AGE"), rng.choice([" years", "", " yrs"])])
    if rng.random() < 0.6:
        d.w(", who works as a {j}", j=P(partner.job or rng.choice(pools.PARENT_JOBS), "PROFESSION"))
    d.w(", at {a}. ", a=P(ctx.street, "STREET"))
    d.line(rng.choice([
        "{Rel} states the bruises happened when {pt} fell against a radiator on {wk}. No one else witnessed this.",
        "The account of the mechanism changed between the triage nurse and this interview.",
        "{Rel} was at work ({cgjob}) at the time; the child was in the partner's care.",
        "There is no history of easy bruising, nosebleeds or bleeding after dental extraction in the family.",
    ]), Rel=kw["rel"].capitalize(), pt=kw["pt"], cgjob=kw["cgjob"],
        wk=ctx.D(gen.add_days(first_date, -rng.randint(1, 3)), rng.choice(["weekday", "wk_us_short" if us else "wk_ie_short"])))
    if ctx.age_y >= 4:
        q = rng.choice(["he hit me with the belt cos i spilled the juice",
                        "mammy said not to tell" if not us else "mommy said dont tell", "it was an accident at the park",
                        "i fell off my scooter", "he gets really cross when mum is in work" if not us else "he gets mad when mom is at work"])
        d.line("Child's account (verbatim): \"{q}\".", q=q)
        if rng.random() < 0.4:
            d.line("{pt} named {pn} without prompting and pointed to the back of {his} legs.", pt=kw["pt"],
                   pn=partner.n("first"), his=kw["his"])
    d.line("Past medical history: {x}", x=rng.choice(["term delivery, no neonatal problems",
                                                      "preterm 33/40, NICU 3 weeks", "eczema; no bleeding disorder",
                                                      "two ED attendances in the past 6 months (burn, head injury)"]))
    if rng.random() < 0.5:
        d.line("Prior attendances: {h} ED on {d1} (scald to hand) and {d2} (fall).", h=kw["hosp"],
               d1=ctx.D(gen.add_days(ctx.visit, -rng.randint(100, 300))),
               d2=ctx.D(gen.add_days(ctx.visit, -rng.randint(20, 90))))
    d.w("Family/social: ")
    sibs = [ctx.child() for _ in range(rng.randint(0, 2))]
    if sibs:
        d.w("siblings ")
        for i, s in enumerate(sibs):
            if i:
                d.t(" and ")
            d.w("{n} ({a})", n=s.n("first"), a=[P(str(s.age), "AGE"), "y"])
        d.t("; ")
    d.line("{x}", x=rng.choice(["previous social work involvement in another county.",
                                "domestic violence call-outs to the home in the last year.",
                                "no previous agency involvement known.", "parental substance misuse reported."]))
    d.t("\n")
    d.line("3. EXAMINATION")
    v = C.vitals(ctx, rng)
    w, h, hc = C.growth(ctx.age_m, rng, ctx.pt.sex)
    d.line("Weight {w} kg ({p1} centile), height {h} cm ({p2}), {x}", w="%.1f" % w, p1=C.pctl(rng), h="%.1f" % h,
           p2=C.pctl(rng), x=("OFC %.1f cm." % hc) if ctx.age_m < 24 else "BMI normal.")
    d.line(C.vitals_line(v, rng))
    d.line("Demeanour: {x}", x=rng.choice(["quiet and watchful, frozen watchfulness not marked", "chatty, engaged with toys",
                                           "flinched when the examiner approached", "settled on {rel}'s lap".replace("{rel}", kw["rel"])]))
    d.line("Injuries (see body map and photographs):")
    for i in range(rng.randint(2, 5)):
        d.line("  {i}. {site}: {sh} bruise {a} x {b} cm, {c}.", i=str(i + 1), site=rng.choice(SITES).capitalize(),
               sh=rng.choice(SHAPES), a="%.1f" % rng.uniform(0.5, 6), b="%.1f" % rng.uniform(0.3, 3),
               c=rng.choice(COLOURS))
    d.line("TEN-4-FACESp: {x}. Frenulum intact. Genital exam: {g}.", x=rng.choice(["positive (ear, buttock)", "negative", "positive (TEN region)"]),
           g=rng.choice(["not indicated", "normal external inspection", "deferred to specialist unit"]))
    d.line("Photographs: {n} images taken by medical photography, ref {r}.", n=str(rng.randint(6, 30)),
           r=P("MP-%s-%s" % (ctx.visit.year, gen.digits(rng, 4)), "IDNUM"))
    d.t("\n")
    d.line("4. INVESTIGATIONS")
    d.line("FBC/CBC: Hb {hb} g/dL, plt {pl}. PT {pt} s, APTT {ap} s, fibrinogen {fb} g/L. VWF:Ag {vw}%. "
           "ALT {alt}, AST {ast}, lipase {li}. U/A: no blood.", hb="%.1f" % rng.uniform(10.5, 13.5),
           pl=str(rng.randint(180, 420)), pt="%.1f" % rng.uniform(11, 13.5), ap=str(rng.randint(26, 36)),
           fb="%.1f" % rng.uniform(2.0, 3.8), vw=str(rng.randint(60, 140)), alt=str(rng.randint(12, 48)),
           ast=str(rng.randint(20, 60)), li=str(rng.randint(8, 40)))
    if ctx.age_y < 3:
        d.line("Skeletal survey ({acc}): {x}", acc=P("SS%s-%s" % (str(ctx.visit.year)[2:], gen.digits(rng, 5)), "IDNUM"),
               x=rng.choice(["no occult fractures.", "healing posterior right 6th rib fracture.",
                             "classic metaphyseal lesion, distal left femur.", "no fractures; repeat in 2 weeks."]))
        d.line("CT head: {x}. Ophthalmology ({o}): {y}.", x=rng.choice(["normal", "no intracranial injury"]),
               o=ctx.dr(ctx.clin("MD" if us else "FRCSI"), "dr_last"),
               y=rng.choice(["no retinal haemorrhages", "normal dilated fundoscopy"]))
    d.t("\n")
    d.line("5. OPINION")
    belt = "belt" in d.text()
    d.line(rng.choice([
        "The pattern of bruising to the ear, buttocks and posterior thighs, in a child without a bleeding disorder, "
        "is highly concerning for inflicted injury. The explanation offered does not account for the findings.",
        "The findings are consistent with the child's account of being struck with a belt." if belt else
        "The bruising pattern is not consistent with the account of a fall.",
        "The injuries are most consistent with accidental injury given the mechanism and the child's developmental "
        "stage; however, neglect of supervision is a concern.",
        "Fracture in a non-ambulant infant without adequate explanation raises significant concern for abuse.",
    ]))
    d.line("Recommendations: safety plan per {ag}; sibling screening{s}; {fx} on {fu}; review in this clinic.",
           ag=agency, s="" if sibs else " not applicable", fu=ctx.D(gen.add_days(ctx.visit, 14)),
           fx="follow-up skeletal survey" if ctx.age_y < 3 else "repeat photographs of the bruising")
    if rng.random() < 0.45:
        pv = gen.us_plate(rng) if us else gen.ie_reg(rng)
        d.line("Note: {p} is reported to drive a {c}, reg. {v}; {ag} informed re transport of siblings.",
               p=partner.n("first"), c=rng.choice(["grey van", "black Audi A4", "silver Ford Transit", "red pickup"]),
               v=P(pv, "VEHICLE"), ag=agency)
    d.t("\n")
    d.line(rng.choice(["Signed,", "Report prepared by:"]))
    d.line("{n}", n=[cap.n("fml"), ", " + cap.cred])
    d.line("{t}", t="Child Abuse Pediatrics" if us else rng.choice(["Consultant Paediatrician", "Consultant in Child Protection"]))
    C.license_line(ctx, d, cap, rng)
    d.line("{ph} | {em}", ph=P(ctx.site_phone(), "PHONE"),
           em=P(gen.email_for(rng, cap.first, cap.last), "EMAIL"))
    d.line("Date of report: {dt}", dt=ctx.dt(rng.randint(1, 6)))
    d.line("cc: {ag} ({sw}); {gp} {g}", ag=agency, sw=sw.n("last"), gp=kw["gp"],
           g=ctx.dr(ctx.clin("MD" if us else "MICGP"), "dr_last"))
    return d, ctx

"""Genre: neonatal follow-up clinic letter."""
import common as C
import gen
import pools
from ctx import Ctx
from gen import Doc, P
from kw import base_kw


def build(rng, country, lower):
    ga_w = rng.randint(23, 34)
    ga_d = rng.randint(0, 6)
    ctx = Ctx(rng, country, lower, ((40 - ga_w) * 7 + 45, 800))
    d = Doc(lower, ctx.country)
    kw = base_kw(ctx, rng)
    us = ctx.us
    bw = int(max(480, (ga_w - 20) * 150 + rng.randint(-200, 250)))
    corr_days = ctx.age_d - (40 - ga_w) * 7 + ga_d
    corr_m = max(0, corr_days // 30)
    neo = ctx.clin(rng.choice(["MD", "MD, FAAP", "DO"]) if us else rng.choice(["FRCPI", "MRCPCH", "FRCPCH"]))
    gp = ctx.clin("MD" if us else "MICGP")
    nicu = rng.choice(["{r} NICU", "{r} Neonatal Intensive Care Unit", "Level IV NICU, {h}"] if us else
                      ["{r} Neonatal Unit", "Neonatal Intensive Care Unit, {h}", "{r} Special Care Baby Unit"]).format(
        r=rng.choice(pools.US_HOSP_ROOTS if us else pools.IE_HOSP_ROOTS), h=ctx.hosp)
    C.letter_head(ctx, d, rng)
    d.line(rng.choice(["Neonatal Follow-up Clinic", "NICU Graduate Follow-up Program" if us else "Neonatal Outpatient Clinic",
                       "High-Risk Infant Follow-up Clinic"]))
    d.t("\n")
    d.line("{dt}", dt=ctx.dt(rng.randint(0, 5), rng.choice([ctx.dstyle, "us_long" if us else "ie_long"])))
    d.t("\n")
    d.line("{dr}", dr=ctx.dr(gp, "dr_fl"))
    d.line("{c}", c=kw["clinic"])
    d.line("{a}", a=ctx.site_address())
    d.t("\n")
    d.line("Dear {dr},", dr=ctx.dr(gp, "dr_last"))
    d.t("\n")
    d.w("Re: ")
    k = rng.randint(0, 2)
    if k == 0:
        d.w("{n}", n=ctx.pt.n("fl"))
    elif k == 1:
        d.w("Baby {n}", n=ctx.pt.n("fl"))
    else:
        d.w("{n}", n=ctx.pt.n("LF"))
    d.line(", DOB {dob}, {m} {mrn}", dob=kw["dob"], m="MRN" if us else rng.choice(["Hosp No.", "MRN", "Chart No."]), mrn=kw["mrn"])
    d.w("    ")
    d.line("{a}", a=ctx.address())
    d.t("\n")
    d.w("I reviewed {pt} with {his} {rel} {cg} ", pt=kw["pt"], his=kw["his"], rel=kw["rel"], cg=kw["cg"])
    d.w(rng.choice(["and {orel} {o} ", ""]), orel=kw["orel"], o=kw["op"])
    d.line("in the neonatal follow-up clinic today. {He} is now {cm} months old, corrected age {ca} months.",
           He=kw["He"], cm=P(str(ctx.age_m), "AGE"), ca=P(str(corr_m), "AGE"))
    d.t("\n")
    d.line("Diagnoses:")
    dx = ["Prematurity, {w}+{d} weeks gestation".format(w=ga_w, d=ga_d), "Birth weight {b} g ({c})".format(
        b=bw, c="ELBW" if bw < 1000 else "VLBW" if bw < 1500 else "LBW" if bw < 2500 else "AGA")]
    if ga_w < 30:
        dx += rng.sample(["Bronchopulmonary dysplasia (moderate)", "Retinopathy of prematurity stage 2, zone II, regressed",
                          "Grade II intraventricular haemorrhage (L)", "PDA ligated", "NEC Bell stage IIa, medically managed",
                          "Anaemia of prematurity"], rng.randint(1, 3))
    else:
        dx += rng.sample(["Transient tachypnoea of the newborn", "Hypoglycaemia, resolved", "Neonatal jaundice requiring phototherapy",
                          "Feeding difficulties"], rng.randint(1, 2))
    if rng.random() < 0.25:
        tw = ctx.child("twin")
        tw.age = ctx.age_y
        dx.append("Twin {x} (twin sibling {n} also followed in this clinic)".format(x=rng.choice(["1", "2"]), n="{tw}"))
        kw["tw"] = tw.n("first")
    for i, x in enumerate(dx):
        d.line("{i}. " + x, i=str(i + 1), tw=kw.get("tw", ""))
    d.t("\n")
    d.w("Neonatal course: {He} was born at {h} ", He=kw["He"], h=kw["hosp"])
    d.line("and cared for in {n} from {a} to {b}. {x}", n=P(nicu, "HOSPITAL"), a=kw["dob"],
           b=ctx.D(gen.add_days(ctx.dob, rng.randint(20, 110))),
           x=rng.choice(["Received 2 doses of surfactant and was ventilated for 6 days, then CPAP until 32 weeks CGA.",
                         "Required CPAP for 48 hours only.", "Discharged home on low-flow oxygen 0.1 L/min.",
                         "Full enteral feeds reached on day 12; discharged on fortified EBM."]))
    d.t("\n")
    w, h, hc = C.growth(max(corr_m, 0), rng, ctx.pt.sex)
    d.line("Growth today (plotted at corrected age): weight {w} kg ({a} centile), length {h} cm ({b}), OFC {o} cm ({c}).",
           w="%.2f" % w, a=C.pctl(rng), h="%.1f" % h, b=C.pctl(rng), o="%.1f" % hc, c=C.pctl(rng))
    d.line("Feeding: {f}", f=rng.choice(["breastfeeding plus 2 bottles of post-discharge formula (Nutriprem 2 / Neosure).",
                                         "bottle-fed 150 ml/kg/day, weaning started last month.",
                                         "slow feeder, SLT reviewing; thickened feeds for reflux.",
                                         "eating family foods with good appetite."]))
    d.line("Medications: {m}", m=rng.choice(["Abidec 0.6 ml daily and Sytron 1 ml BD" if not us else "Poly-Vi-Sol with iron 1 ml daily",
                                              "vitamin D 400 IU daily", "ferrous sulfate 3 mg/kg/day, omeprazole 1 mg/kg/day",
                                              "nil"]))
    if rng.random() < 0.35:
        sup = rng.choice(["Northwind Home Oxygen", "Breathewell Homecare", "Clearair Medical Supplies"])
        d.line("Home oxygen: 0.{f} L/min via nasal cannula overnight; concentrator serial {s} supplied by {o}; "
               "saturation monitor SN {m}.", f=str(rng.randint(1, 5)), s=P(gen.device_sn(rng), "DEVICE"),
               o=P(sup, "ORGANIZATION"), m=P(gen.device_sn(rng), "DEVICE"))
    d.t("\n")
    d.line("Development: {x}", x=rng.choice([
        "smiling, cooing, good head control; appropriate for corrected age.",
        "rolling, reaching for toys, babbling; mild truncal hypotonia. Physiotherapy referral made.",
        "sitting with support; increased tone in lower limbs with brisk reflexes - will monitor for evolving CP.",
        "Bayley-4 at this visit: cognitive 95, language 88, motor 82.",
        "General Movements Assessment (fidgety) normal; HINE score 68.",
    ]))
    d.line("Eyes: ROP screening completed by {o} on {dt}; {r}", o=ctx.dr(ctx.clin("MD" if us else "FRCSI"), "dr_last"),
           dt=ctx.D(gen.add_days(ctx.dob, rng.randint(40, 90))),
           r=rng.choice(["fully vascularised.", "regressed, ophthalmology follow-up in 6 months.", "no ROP."]))
    d.line("Hearing: {x}", x=rng.choice(["AABR passed bilaterally.", "referred on AABR; audiology ABR normal.",
                                         "follow-up audiology booked (risk factors: aminoglycosides, prolonged ventilation)."]))
    d.line("Immunisations: {x}", x=rng.choice(["up to date at chronological age.", "2-month vaccines given in NICU; 4-month due next week.",
                                               "nirsevimab given before discharge." if us else "palivizumab monthly through RSV season.",
                                               "up to date; influenza vaccine advised for household."]))
    d.t("\n")
    d.line("Social: " + rng.choice(["Lives with parents in {c}. {Rel} works as a {j} and has returned to work part-time.",
                                        "{Rel} is the main carer; the family were linked with {o} for support after discharge.",
                                        "Older sibling at home; no smoking in the household.",
                                        "Public health nurse visiting weekly." if not us else "Home visiting nurse weekly."]),
           c=kw["city"], Rel=kw["rel"].capitalize(), j=kw["cgjob"], o=P(rng.choice(pools.COMMUNITY_ORGS), "ORGANIZATION"))
    d.t("\n")
    d.line("Plan:")
    d.line("1. Continue current feeds and supplements; dietitian {n} to review.", n=ctx.clin("RD").n("fl"))
    d.line("2. {x}", x=rng.choice(["Physiotherapy referral to early intervention.", "Repeat Hb and ferritin at next visit.",
                                    "Wean oxygen with overnight oximetry in 4 weeks.", "Developmental surveillance; formal Bayley-4 assessment at a later visit."]))
    d.line("3. Next neonatal follow-up appointment on {dt}.", dt=ctx.D(gen.add_days(ctx.visit, rng.choice([60, 90, 120, 180]))))
    d.t("\n")
    d.line("Please do not hesitate to contact me if you have any concerns.")
    d.t("\n")
    d.line(rng.choice(["Yours sincerely,", "Kind regards,", "Sincerely,"]))
    d.t("\n")
    d.line("{n}", n=ctx.dr(neo, rng.choice(["fl_cred", "dr_fl"])))
    d.line("{t}", t=rng.choice(["Consultant Neonatologist", "Attending Neonatologist", "Neonatal Follow-up Lead"]))
    if rng.random() < 0.4:
        C.license_line(ctx, d, neo, rng)
    d.w("cc: {rel} {g}, ", rel=kw["rel"].capitalize(), g=kw["cgfl"])
    d.add(ctx.address())
    d.t("\n")
    if rng.random() < 0.5:
        d.line("cc: {o}, Ophthalmology; {p}, Physiotherapy", o=ctx.dr(ctx.clin("MD" if us else "FRCSI"), "dr_last"),
               p=ctx.clin("PT" if us else "MISCP").n("fl"))
    if rng.random() < 0.3:
        d.line("{a}/{b}", a=P("".join(x[0] for x in (neo.first, neo.last)).upper(), "DOCTOR"),
               b=P("".join(x[0] for x in (rng.choice(pools.US_WOMEN), rng.choice(pools.US_SURNAMES))).lower(), "DOCTOR"))
    return d, ctx

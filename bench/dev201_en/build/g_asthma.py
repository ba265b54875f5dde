"""Genre: paediatric asthma action plan."""
import common as C
import gen
import pools
from ctx import Ctx
from gen import Doc, P
from kw import base_kw

CTRL_US = ["Flovent HFA 44 mcg, 2 puffs twice daily with spacer", "Qvar RediHaler 40 mcg, 1 puff twice daily",
           "Symbicort 80/4.5, 2 puffs twice daily (and as reliever - SMART)", "budesonide 0.5 mg nebulised twice daily",
           "Dulera 100/5, 2 puffs twice daily", "montelukast 5 mg chewable at bedtime"]
CTRL_IE = ["Flixotide Evohaler 50 mcg, 2 puffs twice daily via AeroChamber", "Clenil Modulite 100 mcg, 1 puff twice daily",
           "Seretide 50 Evohaler, 2 puffs twice daily", "Symbicort Turbohaler 100/6, 1 puff twice daily (MART)",
           "Montelukast 4 mg granules at night", "Fostair 100/6, 1 puff twice daily"]
TRIGGERS = ["colds/viral infections", "exercise", "cigarette smoke", "dust mites", "pets (cat)", "pollen", "cold air",
            "mould", "strong smells", "weather changes", "vaping around the child"]


def build(rng, country, lower):
    ctx = Ctx(rng, country, lower, (2 * 365, 17 * 365))
    d = Doc(lower, ctx.country)
    kw = base_kw(ctx, rng)
    us = ctx.us
    doc = ctx.clin(rng.choice(["MD", "DO", "PNP", "MD, FAAP", "PA-C"]) if us else rng.choice(["MICGP", "MRCPI", "FRCPI"]))
    rel = "albuterol (ProAir HFA) 90 mcg" if us else "salbutamol (Ventolin Evohaler) 100 mcg"
    ctrl = rng.choice(CTRL_US if us else CTRL_IE)
    w, h, _ = C.growth(ctx.age_m, rng, ctx.pt.sex)
    pb = int(max(120, (h - 100) * 5 + rng.randint(-30, 30)))
    layout = rng.randint(0, 1)
    d.line(rng.choice(["ASTHMA ACTION PLAN", "Asthma Action Plan", "MY ASTHMA PLAN", "Home and School Asthma Action Plan"]))
    if rng.random() < 0.5:
        C.letter_head(ctx, d, rng, clinic=True)
    else:
        d.line("{c} | {p}", c=kw["clinic"], p=P(ctx.site_phone(), "PHONE"))
    d.t("\n")
    if layout == 0:
        d.line("Name: {n}        Date of birth: {dob}", n=ctx.pt.n(rng.choice(["fl", "fml"])), dob=kw["dob"])
        d.line("Date of plan: {dt}    Weight: {w} kg    {m}: {i}", dt=kw["today"], w="%.1f" % w,
               m="MRN" if us else "Chart no.", i=P(ctx.mrn, "MRN"))
    else:
        C.pt_header(ctx, d, rng, fields=("name", "dob", "mrn"))
        d.line("Plan written {dt} - review at every visit and at least yearly.", dt=kw["today"])
    d.line("Doctor/provider: {dr}    Clinic phone: {p}" if us else "GP / Consultant: {dr}    Surgery phone: {p}",
           dr=ctx.dr(doc), p=P(ctx.site_phone(), "PHONE"))
    d.line("Parent/carer: {g} ({rel})  Mobile: {m}", g=kw["cgfl"], rel=kw["rel"], m=P(ctx.guardian.phone, "PHONE"))
    if rng.random() < 0.6:
        d.line("Other contact: {o} ({orel}) {p}", o=kw["opfl"], orel=kw["orel"], p=P(ctx.other_parent.phone, "PHONE"))
    d.line("Severity: {s}   Personal best peak flow: {pb} L/min{x}", s=rng.choice(
        ["intermittent", "mild persistent", "moderate persistent", "severe persistent"]), pb=str(pb),
        x="" if ctx.age_y >= 6 else " (not yet able to use meter)")
    trg = rng.sample(TRIGGERS, rng.randint(2, 5))
    d.line("Triggers: " + ", ".join(trg) + ".")
    d.t("\n")
    g1 = "GREEN ZONE" if rng.random() < 0.6 else "GREEN - DOING WELL"
    d.line(g1)
    d.line("No cough, wheeze, chest tightness or shortness of breath day or night; can play and do usual activities.")
    d.line("Peak flow above {v} L/min (80% of personal best).", v=str(int(pb * 0.8)))
    d.line("Take every day (preventer/controller): {c}", c=ctrl)
    d.line("Before exercise: {r}, 2 puffs 15 minutes before.", r=rel)
    d.line("Rinse mouth after inhaled steroid. Use spacer{m}.", m=" with mask" if ctx.age_y < 4 else "")
    d.t("\n")
    d.line("YELLOW ZONE" if rng.random() < 0.6 else "YELLOW - GETTING WORSE / CAUTION")
    d.line("Cough, wheeze, tight chest, waking at night with symptoms, or peak flow {a}-{b} L/min.",
           a=str(int(pb * 0.5)), b=str(int(pb * 0.8)))
    d.line("Give {r}: {n} puffs via spacer every 4 hours as needed. Continue preventer.", r=rel,
           n=rng.choice(["2-4", "4", "2-6", "6"]))
    d.line("If not back in Green Zone within 24 hours, or needing reliever more often than every 4 hours, "
           "call {gp} the same day. {x}", gp=kw["gp"],
           x=rng.choice(["", "Start prednisolone {p} mg once daily for 3 days if advised by doctor."]).replace(
               "{p}", str(min(40, int(w)))))
    d.t("\n")
    d.line("RED ZONE - MEDICAL ALERT" if rng.random() < 0.6 else "RED - EMERGENCY")
    d.line("Very short of breath, cannot talk/walk/feed well, lips blue/grey, ribs sucking in, reliever not helping, "
           "peak flow below {v} L/min.", v=str(int(pb * 0.5)))
    d.line("Give {r} 6-10 puffs via spacer NOW and call {e}. Repeat every 20 minutes while waiting.", r=rel,
           e="911" if us else "999 or 112")
    d.line("Go to the nearest emergency department ({h}).", h=kw["hosp"])
    d.t("\n")
    d.line("EQUIPMENT")
    d.line("Spacer: {s}. Peak flow meter: {m}, serial {n}.", s=rng.choice(["AeroChamber Plus Flow-Vu", "OptiChamber Diamond",
                                                                       "Volumatic", "AeroChamber with small mask"]),
           m=rng.choice(["Mini-Wright", "Personal Best", "Vitalograph AsmaPLAN"]), n=P(gen.device_sn(rng), "DEVICE"))
    if rng.random() < 0.35:
        d.line("Home nebuliser (loaned): {m}, asset/serial {s}; return to {c} when no longer needed.",
               m=rng.choice(["Pari Boy SX", "Omron CompAir"]), s=P(gen.device_sn(rng), "DEVICE"), c=kw["clinic"])
    d.t("\n")
    d.line("SCHOOL / CHILDCARE" if rng.random() < 0.5 else "FOR SCHOOL")
    d.line("{s}{x}. Copy given to {w}.", s=kw["school"],
           x=rng.choice(["", ["; classroom ", P(str(rng.randint(1, 40)) + rng.choice(["", "B"]), "LOCATION_OTHER")]]),
           w=rng.choice(["school nurse", "class teacher", "principal", "creche manager"]))
    if ctx.age_y >= 7 and rng.random() < 0.7:
        d.line("Student {may} self-carry and self-administer reliever inhaler: {yn}.", may="may" if us else "is permitted to",
               yn=rng.choice(["YES", "yes", "no - keep in office"]))
    d.t("\n")
    k = rng.randint(0, 2)
    if k == 0:
        d.line("Provider signature: {dr}   Date: {dt}", dr=ctx.dr(doc, "fl_cred"), dt=kw["today"])
    elif k == 1:
        d.line("Completed by: {dr}", dr=ctx.dr(doc, "dr_fl"))
        if rng.random() < 0.5:
            C.license_line(ctx, d, doc, rng)
    else:
        C.e_sign(ctx, d, doc, rng)
    d.line("Parent/guardian signature: {g}   Date: {dt}", g=kw["cgfl"], dt=kw["today"])
    if rng.random() < 0.5:
        d.line("Next asthma review: {dt}.", dt=ctx.D(gen.add_days(ctx.visit, rng.choice([28, 90, 180, 365]))))
    if rng.random() < 0.3:
        d.line("Printable copy: {u}", u=P(C.site_url(ctx, rng), "URL"))
    return d, ctx

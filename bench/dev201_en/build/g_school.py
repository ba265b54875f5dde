"""Genre: school nurse individual health plan."""
import common as C
import gen
import pools
from ctx import Ctx
from gen import Doc, P
from kw import base_kw

COND = {
    "diabetes": ("Type 1 diabetes mellitus", [
        "Check blood glucose before lunch, before PE and when symptomatic (CGM alerts to {rel}'s phone and nurse iPad).",
        "Insulin via pump: carb ratio 1 unit:{cr} g at lunch; correction 1 unit per {isf} mg/dL above 150." ,
        "If BG < 70 mg/dL: give 15 g fast-acting carbohydrate (4 glucose tablets), recheck in 15 min (rule of 15).",
        "If BG > 300 mg/dL: check ketones; if moderate/large call parent and nurse; no PE.",
        "Severe hypoglycaemia (unconscious/seizure): glucagon 1 mg IM or Baqsimi 3 mg intranasal, call 911, then parent."]),
    "epilepsy": ("Epilepsy (focal with bilateral tonic-clonic seizures)", [
        "Time every seizure. Stay with student, protect head, turn on side; do not put anything in the mouth.",
        "If tonic-clonic seizure lasts > 5 minutes: give buccal midazolam {dose} mg (kept in nurse's office) and call 911.",
        "Log all seizures on the seizure record and notify parent the same day.",
        "No swimming without 1:1 supervision. Helmet for playground climbing equipment not required."]),
    "allergy": ("Anaphylaxis - peanut and tree nut allergy", [
        "Strict avoidance; nut-free table at lunch; no food sharing; check labels for class treats.",
        "Mild symptoms (itchy mouth, few hives): give cetirizine {dose} mg, observe closely, call parent.",
        "ANY severe symptom (breathing difficulty, throat tightness, repetitive vomiting, pale/floppy): give epinephrine "
        "auto-injector 0.3 mg IM to outer thigh IMMEDIATELY, call 911, lie flat with legs raised.",
        "Second auto-injector may be given after 5 minutes if no improvement."]),
    "asthma": ("Moderate persistent asthma", [
        "May self-carry albuterol inhaler with spacer; 2 puffs 15 min before PE.",
        "Symptoms (cough, wheeze, chest tightness): albuterol 4 puffs via spacer, may repeat in 20 min x1.",
        "If no relief, lips blue, or cannot speak in sentences: call 911 and give albuterol continuously.",
        "Triggers: cold air, exercise, dust, strong smells - avoid chalk dust and aerosol sprays in classroom."]),
    "gtube": ("Cerebral palsy with gastrostomy tube", [
        "Bolus feed of {vol} ml Pediasure Peptide via G-tube at 12:00 by trained staff; flush with 30 ml water.",
        "If the tube dislodges: cover site with gauze, call parent immediately; do not reinsert unless trained.",
        "Positioning: upright 45 degrees for 30 min after feeds.",
        "Vomiting or respiratory distress after feed: stop feed, suction, call nurse."]),
}


def build(rng, country, lower):
    ctx = Ctx(rng, country, lower, (5 * 365, 17 * 365))
    d = Doc(lower, ctx.country)
    kw = base_kw(ctx, rng)
    us = ctx.us
    cond = rng.choice(list(COND.keys()))
    title, steps = COND[cond]
    nurse = ctx.clin(rng.choice(["RN", "BSN, RN", "RN, NCSN"]) if us else rng.choice(["RGN", "RCN", "CNS"]))
    doc = ctx.clin("MD" if us else rng.choice(["FRCPI", "MRCPI", "MICGP"]))
    principal = ctx.adult(rng.choice("MF"), "principal")
    teacher = ctx.adult(rng.choice("MF"), "teacher")
    d.line(rng.choice(["INDIVIDUALIZED HEALTHCARE PLAN (IHP)", "School Health Plan", "EMERGENCY CARE PLAN / IHP"]) if us else
           rng.choice(["INDIVIDUAL HEALTHCARE PLAN", "School Healthcare Plan", "INDIVIDUAL HEALTH CARE PLAN FOR SCHOOL"]))
    d.line("{s}", s=kw["school"])
    if us and rng.random() < 0.6:
        d.line("{x}", x=P(ctx.city + rng.choice([" Unified School District", " Public Schools", " City Schools",
                                                 " Area School District"]), "ORGANIZATION"))
    if rng.random() < 0.6:
        d.line("{a}", a=ctx.site_address())
    d.line("Health office: {r}   Tel: {p}", r=[rng.choice(["Room ", "Rm "]), P(str(rng.randint(100, 240)) + rng.choice(["", "A", "B"]), "LOCATION_OTHER")],
           p=P(ctx.site_phone() + (gen.ext(rng) if rng.random() < 0.4 else ""), "PHONE"))
    d.t("\n")
    d.line("STUDENT INFORMATION")
    d.line("Name: {n}    DOB: {dob}    {g}", n=ctx.pt.n(rng.choice(["fl", "LF", "fml"])), dob=kw["dob"],
           g=("Grade: %s" % max(1, min(12, ctx.age_y - 5))) if us else ("Class: %s" % rng.choice(
               ["3rd class", "5th class", "6th class", "1st year", "4th class", "2nd year"])))
    sid_lab = "Student ID" if us else rng.choice(["Pupil ID (PPOD)", "Student No."])
    d.line("{l}: {i}    {t}: {n}", l=sid_lab, i=P(gen.digits(rng, rng.choice([6, 7, 8])), "IDNUM"),
           t="Homeroom teacher" if us else "Class teacher",
           n=[ctx.title(teacher), teacher.n("last")])
    if rng.random() < 0.7:
        d.line("Cafeteria finger-scan ID: {b}" if us else "Canteen biometric ID: {b}", b=P(gen.bioid(rng), "BIOID"))
    d.line("Diagnosis: {t}", t=title)
    d.line("Plan effective: {a}   Review by: {b}", a=kw["today"], b=ctx.D(gen.add_days(ctx.visit, 365)))
    if rng.random() < 0.5:
        d.line("Photo on file: yes   Transport: {t}", t=rng.choice(["bus route 14", "parent drop-off", "walks", "school taxi"]))
    d.t("\n")
    d.line("CONTACTS")
    g, o = ctx.guardian, ctx.other_parent
    d.line("1. {n} ({rel}) - cell {c}; work {w}", n=g.n("fl"), rel=kw["rel"], c=P(g.phone, "PHONE"),
           w=P(ctx.site_phone() + (gen.ext(rng) if rng.random() < 0.6 else ""), "PHONE"))
    if rng.random() < 0.6:
        d.line("   Employer: {e} ({j})", e=P(rng.choice(pools.EMPLOYERS), "ORGANIZATION"), j=P(g.job, "PROFESSION"))
    d.line("   E-mail: {e}", e=P(g.email, "EMAIL"))
    d.line("2. {n} ({orel}) - {c}", n=o.n("fl"), orel=kw["orel"], c=P(o.phone, "PHONE"))
    em = ctx.adult(rng.choice("MF"), "neighbour")
    d.line("3. Emergency contact: {n} ({r}) - {c}", n=em.n("fl"),
           r=rng.choice(["neighbour" if not us else "neighbor", "family friend"] +
                        (["grandmother", "aunt"] if em.sex == "F" else ["grandfather", "uncle"])), c=P(ctx.phone(), "PHONE"))
    if rng.random() < 0.4:
        d.line("   Authorised to collect: {n}; vehicle {v}", n=em.n("first"),
               v=P(gen.us_plate(rng) if us else gen.ie_reg(rng), "VEHICLE"))
    d.line("{x}: {dr}, {c} - tel {p}, fax {f}", x="Physician" if us else "Consultant", dr=ctx.dr(doc), c=kw["hosp"],
           p=P(ctx.site_phone(), "PHONE"), f=P(ctx.site_phone(), "FAX"))
    d.line("Pharmacy: {ph}", ph=kw["pharm"])
    d.t("\n")
    d.line("DAILY MANAGEMENT / EMERGENCY ACTIONS")
    kw.update({"cr": str(rng.choice([8, 10, 12, 15, 20])), "isf": str(rng.choice([30, 40, 50, 60, 75])) if us else rng.choice(["2", "2.5", "3", "4"]),
               "dose": rng.choice(["5", "7.5", "10"]), "vol": str(rng.choice([120, 180, 240]))})
    for i, s in enumerate(steps):
        if not us:
            s = s.replace("911", "112/999").replace("mg/dL", "mmol/L").replace("< 70", "< 4.0").replace(
                "> 300", "> 14").replace("above 150", "above 8").replace("albuterol", "salbutamol")
        d.line("{i}. " + s, i=str(i + 1), **kw)
    if cond == "diabetes":
        d.line("Devices: {p} insulin pump SN {a}; {c} CGM transmitter SN {b}.",
               p=rng.choice(["Omnipod 5", "Tandem t:slim X2", "Medtronic 780G"]), a=P(gen.device_sn(rng), "DEVICE"),
               c=rng.choice(["Dexcom G7", "Dexcom G6", "FreeStyle Libre 3"]), b=P(gen.device_sn(rng), "DEVICE"))
        d.line("CGM follow app: nurse account {u}.", u=P("nurse." + gen.ascii_fold(nurse.last).lower() + str(rng.randint(1, 9)), "USERNAME"))
    elif cond == "epilepsy" and rng.random() < 0.5:
        d.line("VNS implant (model 106) serial {s}; magnet swipe may abort seizures.",
               s=P(gen.device_sn(rng), "DEVICE"))
    elif cond == "gtube":
        d.line("Feeding pump {m} serial {s}; spare MIC-KEY 14 Fr 1.7 cm in backpack.",
               m=rng.choice(["Kangaroo Joey", "Infinity"]), s=P(gen.device_sn(rng), "DEVICE"))
    elif cond == "asthma" and rng.random() < 0.5:
        d.line("Peak flow meter (school) ID {s}; personal best {pb} L/min.", s=P(gen.device_sn(rng, 4), "DEVICE"),
               pb=str(rng.randint(220, 480)))
    d.t("\n")
    d.line("MEDICATIONS AT SCHOOL")
    med = {"diabetes": "insulin lispro (pump), glucose tablets, glucagon", "epilepsy": "buccal midazolam, levetiracetam (home)",
           "allergy": "epinephrine auto-injector 0.3 mg x2, cetirizine", "asthma": "albuterol HFA with spacer" if us else "salbutamol MDI with spacer",
           "gtube": "Pediasure Peptide, glycopyrrolate PRN"}[cond]
    d.line("{m}. Stored in {loc}; expiry checked monthly; self-carry: {s}.", m=med,
           loc=rng.choice(["locked cabinet in the health office", "classroom emergency bag and office",
                           "student's backpack and nurse's office"]), s=rng.choice(["yes", "no"]))
    if rng.random() < 0.5:
        sna = ctx.adult("F", "SNA")
        d.line("Trained staff: {a}{x}, {b} (teacher), {c}.", a=sna.n("fl"), x=" (SNA)" if not us else " (aide)",
               b=teacher.n("fl"), c=nurse.n("fl"))
    d.line("Field trips: plan and medication travel with {x}.", x=rng.choice(["trained staff member", "parent chaperone", "school nurse"]))
    d.t("\n")
    d.line("SIGNATURES")
    sd = gen.add_days(ctx.visit, -rng.randint(0, 10))
    d.line("Parent/guardian: {n}   Date: {dt}", n=g.n("fl"), dt=ctx.D(sd))
    d.line("School nurse: {n}, {cr}   Date: {dt}   {e}", n=nurse.n("fml"), cr=nurse.cred, dt=ctx.D(sd),
           e=P(gen.email_for(rng, nurse.first, nurse.last), "EMAIL"))
    d.line("{r}: {n}   Date: {dt}", r="Principal" if (us or rng.random() < 0.7) else "Board of Management chair",
           n=principal.n("fl"), dt=ctx.D(gen.add_days(sd, rng.randint(0, 5))))
    d.line("{x}: {dr}   Date: {dt}", x="Prescriber" if us else "Doctor", dr=ctx.dr(doc, "fl_cred"),
           dt=ctx.D(gen.add_days(sd, -rng.randint(3, 30))))
    if us and rng.random() < 0.4:
        C.license_line(ctx, d, doc, rng)
    if rng.random() < 0.4:
        d.line("Parent consent to share plan with bus company and after-school program at {o}.",
               o=P(rng.choice(pools.CLUBS).format(t=ctx.city), "ORGANIZATION"))
    return d, ctx

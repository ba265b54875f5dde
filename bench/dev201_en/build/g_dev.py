"""Genre: developmental paediatrics assessment."""
import math

import common as C
import gen
import pools
from ctx import Ctx
from gen import Doc, P
from kw import base_kw

REASONS = ["speech and language delay", "possible autism spectrum disorder", "global developmental delay",
           "motor delay and toe walking", "behaviour and attention concerns in preschool",
           "regression of language skills"]


def milestone(d, rng, label, months):
    """'sat at 8 months' style phrase; the age is the number only."""
    if months >= 24 and months % 12 == 0 and rng.random() < 0.6:
        d.w("{l} at {a} years", l=label, a=P(str(months // 12), "AGE"))
    else:
        d.w(rng.choice(["{l} at {a} months", "{l} at {a} mo", "{l} ~{a} months"]), l=label, a=P(str(months), "AGE"))


def build(rng, country, lower):
    ctx = Ctx(rng, country, lower, (400, 8 * 365))
    d = Doc(lower, ctx.country)
    kw = base_kw(ctx, rng)
    us = ctx.us
    dp = ctx.clin(rng.choice(["MD", "MD, FAAP", "DO"]) if us else rng.choice(["FRCPI", "MRCPCH", "MRCPI"]))
    psy = ctx.clin(rng.choice(["PhD", "PsyD"]) if us else rng.choice(["DClinPsych", "Senior Clinical Psychologist"]))
    slt = ctx.clin("CCC-SLP" if us else "SLT")
    ot = ctx.clin("OTR/L" if us else "OT")
    ref = ctx.clin("MD" if us else "MICGP")
    reason = rng.choice(REASONS)
    unit = rng.choice(["{r} Developmental-Behavioral Pediatrics", "{r} Center for Child Development",
                       "{r} Child Development Clinic"] if us else
                      ["{r} Child Development Centre", "{r} Developmental Paediatrics Service",
                       "Children's Disability Network Team, {r}"]).format(
        r=rng.choice(pools.US_HOSP_ROOTS if us else pools.IE_HOSP_ROOTS))
    C.letter_head(ctx, d, rng, site=unit)
    d.t("\n")
    d.line(rng.choice(["DEVELOPMENTAL ASSESSMENT REPORT", "Multidisciplinary Developmental Assessment",
                       "DEVELOPMENTAL-BEHAVIORAL PEDIATRICS EVALUATION" if us else "DEVELOPMENTAL PAEDIATRIC ASSESSMENT"]))
    C.pt_header(ctx, d, rng, fields=rng.choice([("name", "dob", "mrn"), ("name", "dob", "age", "mrn")]))
    d.line("Date(s) of assessment: {a} and {b}", a=ctx.dt(-7), b=kw["today"])
    if rng.random() < 0.5:
        d.line("Chronological age at assessment: {a} months", a=P(str(ctx.age_m), "AGE"))
    d.line("Referred by: {r}, {c}, on {dt}", r=ctx.dr(ref), c=kw["clinic"], dt=ctx.D(gen.add_days(ctx.visit, -rng.randint(60, 400))))
    d.line("Reason for referral: {r}", r=reason)
    d.line("Informants: {rel} ({g}){x}", rel=kw["rel"], g=kw["cgfl"],
           x=rng.choice(["", "; preschool questionnaire", "; Early Intervention records" if us else "; PHN developmental check"]))
    d.w("Team: ")
    d.line("{a}; {b}; {c}; {e}", a=ctx.dr(dp, "fl_cred"), b=ctx.dr(psy, "fl_cred"), c=[slt.n("fl"), ", " + slt.cred],
           e=[ot.n("fl"), ", " + ot.cred])
    d.t("\n")
    d.line("BIRTH AND MEDICAL HISTORY")
    ga = rng.choice(["39+2", "40+5", "37+0", "34+4", "31+1", "27+6", "38+3"])
    bw = rng.randint(900, 4200)
    d.line("Born at {ga} weeks by {m} at {h}, birth weight {bw} g, Apgars {a1} and {a5}. {n}", ga=ga,
           m=rng.choice(["SVD", "emergency LSCS", "elective C-section", "vacuum-assisted delivery"]), h=kw["hosp"],
           bw=str(bw), a1=str(rng.randint(3, 9)), a5=str(rng.randint(7, 10)),
           n=rng.choice(["No NICU admission.", "NICU stay of 3 weeks for respiratory support.",
                         "Phototherapy for jaundice day 3.", "Treated for suspected sepsis, cultures negative."]))
    d.line("Hearing: newborn screen {r}; audiology at {h} on {dt}: {x}", r=rng.choice(["pass", "refer (R ear)", "pass bilaterally"]),
           h=kw["hosp"], dt=ctx.dt(-rng.randint(20, 120)),
           x=rng.choice(["normal tympanometry and OAEs.", "mild conductive loss bilaterally (OME).",
                         "moderate SNHL right; aided."]))
    if rng.random() < 0.3:
        d.line("Hearing aid: {m}, serial {s} (right ear).", m=rng.choice(["Phonak Sky Marvel", "Oticon Play PX"]),
               s=P(gen.device_sn(rng), "DEVICE"))
    d.line("Medical: {x}. Medications: {m}.", x=rng.choice(["recurrent otitis media", "eczema", "constipation",
                                                             "nil of note", "febrile seizures x2", "iron deficiency"]),
           m=", ".join(C.meds_list(ctx, rng, 1)) or "none")
    d.t("\n")
    d.line("DEVELOPMENTAL HISTORY")
    d.w("Motor: ")
    am = ctx.age_m
    sat = rng.randint(6, 10)
    milestone(d, rng, "sat independently", sat)
    d.t(", ")
    walk = rng.randint(max(11, sat + 4), 22) if "motor" not in reason else rng.randint(18, 26)
    if walk <= am:
        milestone(d, rng, "walked", walk)
        d.line(". {x}", x=rng.choice(["Runs but falls often.", "Climbs stairs with rail.", "Persistent toe walking.", ""]))
    else:
        d.line("not yet walking independently; cruises furniture.")
    d.w("Language: ")
    words = rng.choice([12, 14, 18, 24, 30])
    if words <= am:
        milestone(d, rng, "first words", words)
        d.t(". ")
    else:
        d.t("no clear words yet. ")
    opts = ["~20 single words, no phrases", "uses 5-6 signs and gestures", "lost words used previously"]
    if am >= 30:
        opts += ["2-3 word phrases, mostly echolalic", "speaks in sentences but hard to understand"]
    d.line("Currently {x}.", x=rng.choice(opts))
    d.line("Social: {x}", x=rng.choice(["limited eye contact, does not respond to name consistently, lines up toys.",
                                        "shows toys to parent, joint attention present, plays alongside peers.",
                                        "prefers adults, rigid routines, distressed by hand dryers.",
                                        "engages warmly but is impulsive and very active."]))
    d.line("Self-care: {x}", x=rng.choice(["not toilet trained", "feeds self with spoon", "dry by day", "picky eater, 10 accepted foods"]))
    d.t("\n")
    d.line("FAMILY AND SOCIAL HISTORY")
    d.w("Lives with {rel} ", rel=kw["rel"])
    if rng.random() < 0.6:
        d.w("({j}) ", j=kw["cgjob"])
    d.w("and {orel} {o}", orel=kw["orel"], o=kw["op"])
    if rng.random() < 0.5:
        d.w(" ({j})", j=kw["opjob"])
    d.w(" in {c}. ", c=kw["city"])
    sibs = rng.randint(0, 2)
    for i in range(sibs):
        s = ctx.child()
        d.w("{w} {n}, {a}, {x}. ", w="Brother" if s.sex == "M" else "Sister", n=s.n("first"),
            a=[P(str(s.age), "AGE"), " years"], x=rng.choice(["well", "has ADHD", "had speech therapy", "typically developing"]))
    d.line("{x}", x=rng.choice(["Maternal uncle has autism.", "No family history of developmental disorders.",
                                "Father had speech delay as a child.", "Consanguinity denied."]))
    pre = ctx.make_school("pre")
    d.line("Attends {p} {n} mornings/week; keyworker {k} reports {r}.", p=P(pre, "ORGANIZATION"), n=str(rng.randint(2, 5)),
           k=ctx.adult("F", "keyworker").n(rng.choice(["first", "fl"])),
           r=rng.choice(["plays alone", "difficulty with transitions", "good progress", "biting peers"]))
    d.t("\n")
    d.line("ASSESSMENT FINDINGS")
    tool = rng.choice(["Bayley-4", "Griffiths III", "Mullen Scales", "WPPSI-IV"] if ctx.age_y >= 2 else ["Bayley-4", "Griffiths III"])
    d.line("{t} ({p}):", t=tool, p=ctx.dr(psy, "dr_last") if "PhD" in psy.cred or "PsyD" in psy.cred else [psy.n("fl")])
    for dom in rng.sample(["Cognitive", "Receptive communication", "Expressive communication", "Fine motor",
                           "Gross motor", "Personal-social", "Eye-hand coordination"], 4):
        ss = rng.randint(50, 110)
        d.line("  {dom:<26}{ss:>5}   ({p} %ile)".replace("{dom:<26}", dom.ljust(26)).replace("{ss:>5}", str(ss).rjust(5)),
               p="<1" if ss < 66 else str(max(1, min(99, int(50 * (1 + math.erf((ss - 100) / 15.0 / math.sqrt(2))))))))
    if "autism" in reason or rng.random() < 0.3:
        d.line("ADOS-2 Module {m} ({a}): calibrated severity score {c}; {r}.", m=rng.choice(["1", "2", "Toddler"]),
               a=[psy.n("first"), " and ", slt.n("first")], c=str(rng.randint(1, 10)),
               r=rng.choice(["autism classification", "non-spectrum", "autism spectrum classification"]))
    d.line("Vineland-3 adaptive behaviour composite {v}.", v=str(rng.randint(55, 100)))
    d.line("SLT ({s}): {x}", s=slt.n("last"), x=rng.choice(["PLS-5 auditory comprehension 68, expressive 62.",
                                                         "CELF Preschool-3 core 74.", "Receptive-expressive gap; phonological disorder."]))
    d.line("OT ({o}): {x}", o=ot.n("last"), x=rng.choice(["Sensory Profile 2: sensory seeking, definite difference.",
                                                       "Fine motor immature grasp.", "No concerns."]))
    d.line("Exam: OFC {o} cm ({p}), no dysmorphic features, {s}. Neuro: {n}.", o="%.1f" % rng.uniform(44, 52), p=C.pctl(rng),
           s=rng.choice(["no neurocutaneous stigmata", "2 cafe-au-lait macules < 5 mm", "single palmar crease left"]),
           n=rng.choice(["normal tone and reflexes", "mild hypotonia, reflexes 2+", "tight heel cords bilaterally"]))
    d.t("\n")
    d.line("INVESTIGATIONS")
    d.line("Chromosomal microarray (lab no. {a}): {r}. Fragile X: {f}. CK {ck}, TFTs normal, ferritin {fe}.",
           a=P("%s%s" % (rng.choice(["CMA", "G", "GEN-"]), gen.digits(rng, 7)), "IDNUM"),
           r=rng.choice(["normal", "pending", "15q11.2 deletion, VUS", "normal male" if ctx.pt.sex == "M" else "normal female"]),
           f=rng.choice(["negative", "pending"]), ck=str(rng.randint(60, 240)), fe=str(rng.randint(8, 80)))
    d.t("\n")
    d.line("SUMMARY / DIAGNOSES")
    dx = {"possible autism spectrum disorder": "Autism spectrum disorder, level 2 (DSM-5)",
          "global developmental delay": "Global developmental delay",
          "speech and language delay": "Mixed receptive-expressive language disorder",
          "motor delay and toe walking": "Developmental coordination concerns; idiopathic toe walking",
          "behaviour and attention concerns in preschool": "Suspected ADHD - review at school entry",
          "regression of language skills": "Language regression - EEG requested"}[reason]
    d.line("1. " + dx)
    d.line("2. " + rng.choice(["Sleep-onset insomnia", "Feeding selectivity", "Mild conductive hearing loss", "Iron deficiency"]))
    d.t("\n")
    d.line("RECOMMENDATIONS")
    d.line("- " + rng.choice(["Early Intervention services (speech, OT) - referral faxed to {f}" if us else
                              "Referral to Children's Disability Network Team - faxed to {f}",
                              "Speech therapy 1x/week", "Applied behaviour support via {o}"]),
           f=P(ctx.site_phone(), "FAX"), o=P(rng.choice(pools.COMMUNITY_ORGS), "ORGANIZATION"))
    d.line("- {x}", x=rng.choice(["IEP evaluation request to school district" if us else "Assessment of Need (AON) under the Disability Act",
                                  "Preschool support (AIM level 4)" if not us else "Preschool special education referral",
                                  "Parent training programme"]))
    d.line("- Review in this clinic on {dt}.", dt=ctx.D(gen.add_days(ctx.visit, rng.choice([90, 120, 180]))))
    d.t("\n")
    d.line("{x}", x=rng.choice(["Yours sincerely,", "Respectfully submitted,", "Kind regards,"]))
    d.line("{n}", n=ctx.dr(dp, "fl_cred"))
    d.line("{t}", t="Developmental-Behavioral Pediatrician" if us else "Consultant Developmental Paediatrician")
    if rng.random() < 0.5:
        C.license_line(ctx, d, dp, rng)
    d.line("cc: {r}; {rel} {g} ({e})", r=ctx.dr(ref, "dr_last"), rel=kw["rel"].capitalize(), g=kw["cgfl"],
           e=P(ctx.guardian.email, "EMAIL"))
    return d, ctx

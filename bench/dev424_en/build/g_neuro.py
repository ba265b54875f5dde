"""Genre (own): neurodevelopmental (autism / ADHD) assessment report."""
from doc import Phi
import blocks as B
import sections as S

GENRE = "neurodevelopmental_report"
PROBLEMS = ["adhd", "asd", "asd", "adhd"]


def build(c, d, v):
    rng, cty = c.rng, c.cty
    c.hstyle = rng.randint(0, 2)
    cons = c.staff("psychiatrist") if rng.random() < 0.6 else c.staff("paediatrician")
    slt = c.staff("slt")
    psy = c.staff("psych", "psychologist")
    ot = c.staff("ot")
    asd = c.problem == "asd"
    d.w("{t}\n{team} - Neurodevelopmental Pathway\n\n", v, t=rng.choice([
        "NEURODEVELOPMENTAL ASSESSMENT REPORT", "Multidisciplinary Autism Assessment - Diagnostic Report",
        "ADHD Assessment Summary", "Neurodevelopmental Team Report"]) if True else "")
    d.w("Name: {pt}" + ("   Known as: {pt_f}" if c.pref else "") +
        "\nDate of birth: {dob}   Age at assessment: {age} years\n", v)
    d.w("Address: {addr}\n{mrn_lab}: {mrn}   {lid_lab}: {lid}\n", v)
    d1, d2 = c.rel(-rng.randint(20, 60)), c.rel(-rng.randint(5, 19))
    d.w("Assessment dates: {a}, {b}; school observation {cobs}\nDate of report: {idx}\n", v, a=d1, b=d2,
        cobs=c.rel(-rng.randint(25, 70), rng.choice(["dmy_long", None])))
    d.add("\nAssessing clinicians:\n")
    for p in (cons, slt, psy, ot)[: rng.randint(2, 4)]:
        d.w("  {n}, {j}\n", n=p.formal_full() if p.title == "Dr" else p.full(), j=p.job)
    S.head(d, c, "Reason for referral")
    d.w("Referred by {r} ({dt}) with concerns about ", v, r=rng.choice(["the GP", "school SENCo", "paediatrics",
                                                                       "the school nurse"]), dt=v["ref_d"])
    d.add(("social communication, restricted interests and sensory differences. " if asd else
           "inattention, hyperactivity and impulsivity at home and school. "))
    d.w("Waiting time from referral: {m} months.\n", m=str(rng.randint(6, 30)))
    S.head(d, c, "Sources of information")
    src = ["ADI-R with {crel} ({carer_f})", "ADOS-2 Module %d" % rng.choice([2, 3, 4]), "school observation",
           "Conners 3 (parent and teacher)", "QbTest", "SRS-2", "SDQ (parent/teacher)",
           "previous EP report ({ep}, {epd})", "DAWBA", "3di interview"]
    for s in rng.sample(src, rng.randint(4, 7)):
        d.w("  - " + s + "\n", v, ep=c.staff("ep", "psychologist").full(), epd=c.rel(-rng.randint(200, 700), "mon_year"))
    S.head(d, c, "Developmental history")
    S.developmental(d, c, v)
    S.head(d, c, "Family and social background")
    S.family_social(d, c, v)
    S.head(d, c, "School observation")
    tch = c.person("FAMILY")
    tch.title = rng.choice(["Mrs", "Mr", "Ms", "Miss"])
    les = rng.choice(["maths", "English", "science", "PE", "art", "history"])
    d.w("Observed at {school} in {a}{les} lesson with {t}. ", v, a=B.art(les), les=les, t=tch.formal())
    d.add(rng.choice([
        "Played alone at break, walking the perimeter of the playground. Struggled with a change of task. ",
        "Out of seat 9 times in 20 minutes, called out twice, needed three prompts to start writing. ",
        "Appeared to follow peers' lead; little reciprocal chat; covered ears when bell rang. ",
        "On task ~40% of the time; fiddled with pencil case; distracted by noise in corridor. "]))
    d.add("\n")
    S.head(d, c, "Assessment findings")
    if asd or rng.random() < 0.3:
        d.add("ADOS-2 (Module %d): Social Affect %d, RRB %d, overall total %d (autism cut-off 9); comparison score %d.\n" % (
            rng.choice([2, 3, 4]), rng.randint(4, 14), rng.randint(0, 5), rng.randint(6, 18), rng.randint(3, 9)))
        d.add("ADI-R: reciprocal social interaction %d (cut-off 10), communication %d (8), RRB %d (3).\n" % (
            rng.randint(6, 22), rng.randint(5, 18), rng.randint(2, 9)))
    if not asd or rng.random() < 0.4:
        d.add("Conners 3 parent: Inattention T %d, Hyperactivity/Impulsivity T %d; teacher: T %d / %d.\n" % (
            rng.randint(60, 90), rng.randint(55, 90), rng.randint(55, 90), rng.randint(50, 88)))
        d.w("QbTest (Qbtech) completed {dt} on unit SN {sn}: Activity Q {a}, Inattention Q {i}, Impulsivity Q {m}.\n",
            dt=d2, sn=cty.device("qb"), a="%.2f" % rng.uniform(-0.5, 3), i="%.2f" % rng.uniform(-0.5, 3),
            m="%.2f" % rng.uniform(-0.5, 2.5))
    if rng.random() < 0.4:
        d.w("Actigraphy: Actiwatch Spectrum (serial {sn}) worn 14 nights from {dt}: mean sleep onset latency {l} min, "
            "total sleep {h} h.\n", sn=cty.device("actiwatch"), dt=c.rel(-rng.randint(20, 50)), l=str(rng.randint(20, 95)),
            h="%.1f" % rng.uniform(6, 9))
    if rng.random() < 0.5:
        d.add("WISC-V: FSIQ %d (VCI %d, VSI %d, FRI %d, WMI %d, PSI %d).\n" % tuple(
            rng.randint(72, 118) for _ in range(6)))
    if rng.random() < 0.4:
        d.add("Sensory Profile 2: 'much more than others' for auditory and touch processing.\n")
    S.head(d, c, "Diagnostic outcome")
    if asd:
        d.w(rng.choice([
            "The team agreed that {pt_f} meets DSM-5 criteria for Autism Spectrum Disorder (without accompanying "
            "intellectual or language impairment), ICD-11 6A02.0.",
            "{pt_f} does not currently meet criteria for autism. Difficulties are better understood as social anxiety; "
            "we recommend review if new concerns arise.",
            "Diagnosis of autism (ICD-10 F84.0) given; level 1 support needs."]) + "\n", v)
    else:
        d.w(rng.choice([
            "{pt_f} meets DSM-5 criteria for ADHD, combined presentation (F90.0), moderate.",
            "{pt_f} meets criteria for ADHD, predominantly inattentive presentation.",
            "Criteria for ADHD not met; attention difficulties likely secondary to anxiety and poor sleep."]) + "\n", v)
    d.w("The outcome was shared with {pt_f} and {pos} {crel} in a feedback appointment on {dt}.\n", v,
        dt=c.rel(rng.randint(0, 14)))
    S.head(d, c, "Recommendations")
    recs = ["Post-diagnostic parent workshop (Cygnet programme).", "Share report with school to inform the SEN support plan.",
            "Consider application for EHC needs assessment.", "OT sensory strategies pack enclosed.",
            "Medication discussed - family would like to trial methylphenidate; baseline obs done.",
            "Sleep hygiene advice; consider melatonin if no improvement.",
            "Parent training programme (NICE NG87).", "Signpost to local parent carer forum and " + "peer support."]
    for r in rng.sample(recs, rng.randint(3, 6)):
        d.add("  - %s\n" % r)
    d.add("\n")
    for p in (cons, psy)[: rng.randint(1, 2)]:
        B.signature(d, c, p, v, lic=rng.random() < 0.7)
        d.add("\n")
    B.cc_block(d, c, v, rng.sample(["carer", "gp", "school", "paeds", "file"], rng.randint(2, 4)))
    if rng.random() < 0.3:
        B.footer(d, c, v)

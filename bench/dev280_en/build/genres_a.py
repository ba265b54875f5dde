"""Genres: MS nurse clinic note, relapse assessment record."""
from core import P, pick, chance, join
import phi
import pools_places as PL
import clinical as C
import clinical2 as C2
from case import header, signoff
from gutil import DT, DS, plus, minus, gp_word, ed_word, staff, doc, fam_mention, pt_short, social, audit_trail


def nurse_clinic(rng, n, cs):
    c = cs.country
    title = pick(rng, ["MS NURSE SPECIALIST CLINIC", "MS Nurse Review - Outpatient", "Neuroinflammation Nurse-Led Clinic",
                       "MULTIPLE SCLEROSIS NURSING VISIT", "MS CNS clinic note", "Nurse-led DMT review clinic"])
    if chance(rng, 0.5):
        header(n, rng, cs, title=title)
    else:
        header(n, rng, cs)
        n.line("=" * len(title) if chance(rng, 0.5) else "")
        n.line(title)
    mode = pick(rng, ["face to face", "video", "telephone", "face to face", "F2F"])
    n.line("Date: {d} {t}   Clinic: {h}{room}", d=DT(rng, cs, cs.date), t=C.time(rng), h=P(cs.hosp, "HOSPITAL"),
           room=(["  Room ", P(str(rng.randint(1, 24)) + pick(rng, ["", "A", "B"]), "LOCATION_OTHER")] if chance(rng, 0.5) else ""))
    n.line("Seen by: {s}   Mode: {m}", s=staff(rng, cs.nurse), m=mode)
    if mode == "video":
        n.line("Video link: {u} (patient joined from home, good connection)", u=P(phi.url(rng, "meet"), "URL"))
    if chance(rng, 0.5):
        n.line("Accompanied by {f}.", f=fam_mention(rng, cs))
    n.nl()
    pos = "her" if cs.pt.sex == "F" else "his"
    n.line("Background: {a} {ms}, diagnosed {dx} ({h2}). First symptoms {on} ({sx}).",
           a=phi.age_phrase(rng, cs.age, cs.pt.sex), ms=cs.ms_type, dx=DT(rng, cs, cs.dx_date, pick(rng, ["full", "letter"])),
           h2=P(cs.hosp2, "HOSPITAL"), on=DS(cs, minus(cs.dx_date, rng.randint(90, 900)), pick(rng, ["year", "month_year", "mon_year"])),
           sx=pick(rng, ["optic neuritis L", "sensory sx legs", "diplopia", "partial myelitis", "vertigo"]))
    start = minus(cs.date, rng.randint(90, 2400))
    n.line("DMT: {dr} since {s}. Previously {pd} ({y1}-{y2}), stopped due to {why}.",
           dr=C.drug_name(rng, cs.dmt), s=DT(rng, cs, start, pick(rng, ["full", "full", "letter"])),
           pd=C.drug_name(rng, cs.prev_dmt), y1=DS(cs, minus(start, rng.randint(400, 1500)), "year"),
           y2=DS(cs, start, "year"),
           why=pick(rng, ["breakthrough disease", "GI side effects", "lymphopenia", "needle fatigue",
                          "pregnancy planning" if cs.pt.sex == "F" else "injection-site reactions",
                          "flushing", "raised LFTs", "patient preference"]))
    if chance(rng, 0.25):
        prev = minus(cs.date, pick(rng, [91, 182, 183, 365]))
        n.line("*** copied forward from note of {d} ({u}) ***", d=DT(rng, cs, prev, "system"), u=P(cs.nurse.username(rng), "USERNAME"))
        n.line("DMT: {dr}.  Adherence good.  No missed doses.  JCV: n/a.", dr=C.drug_name(rng, cs.dmt))
        n.line("*** end copied text ***")
    if chance(rng, 0.6):
        rel_d = minus(cs.date, rng.randint(30, 400))
        n.line("Relapses since last review: 1 - {d}, {sx}; treated with oral MP 500 mg x5/7.",
               d=DS(cs, rel_d, pick(rng, ["month_year", "num", "mon_year", "day_mon"])), sx=pick(rng, C2.RELAPSE_SX))
    else:
        n.line("Relapses since last review: nil reported.")
    n.line("Last MRI: {d} at {h} - {r}", d=DT(rng, cs, minus(cs.date, rng.randint(20, 300))), h=P(cs.hosp, "HOSPITAL"),
           r=pick(rng, ["stable, no new lesions.", "1 new T2 lesion, non-enhancing.", "stable (report in results).",
                        "awaiting formal report."]))
    bd = minus(cs.date, rng.randint(3, 40))
    n.line("Bloods {d}: {lab}", d=DT(rng, cs, bd), lab=C.lab_line(rng, c))
    n.nl()
    n.line(pick(rng, ["Symptom review:", "SYMPTOMS", "Review of MS symptoms -", "S:"]))
    for s in rng.sample(C.SYMPTOMS, rng.randint(3, 6)):
        n.line("- " + s)
    n.line(pick(rng, ["Examination:", "O/E:", "Objective:", "Measures today:"]))
    for s in rng.sample(C.EXAMS, rng.randint(2, 4)):
        n.line("  " + s)
    n.nl()
    social(n, rng, cs)
    if chance(rng, 0.4):
        n.line("Vaccines: {v}.", v="; ".join(rng.sample(C.VACCINES, 3)))
    if chance(rng, 0.35):
        n.line("Travel: going to {co} on {d} for {w} - travel letter for {dr} issued, advised re: heat and insurance.",
               co=P(pick(rng, PL.COUNTRIES), "COUNTRY"), d=DT(rng, cs, plus(cs.date, rng.randint(10, 90))),
               w=pick(rng, ["2 weeks", "10 days", "a month", "3/52"]), dr=C.DMTS[cs.dmt]["brand"])
    n.nl()
    n.line(pick(rng, ["Plan:", "PLAN", "Impression/plan:", "A/P:"]))
    for i, s in enumerate(rng.sample(C.PLANS, rng.randint(3, 5))):
        n.line("%d. %s" % (i + 1, s))
    nx = plus(cs.date, pick(rng, [90, 182, 183, 120, 365]))
    n.line("{i}. Next nurse review {d}; letter to {gp} {g} at {pr}.", i=str(i + 2), d=DT(rng, cs, nx),
           gp=gp_word(cs), g=doc(rng, cs.gp), pr=P(cs.gp_practice, "HOSPITAL"))
    n.nl()
    if chance(rng, 0.45):
        n.line("Coding/outcomes: " + C.coding_line(rng, c))
    signoff(n, rng, cs.nurse, cs)
    if chance(rng, 0.5):
        audit_trail(n, rng, cs)


def relapse(rng, n, cs):
    c = cs.country
    title = pick(rng, ["RELAPSE ASSESSMENT FORM", "MS Relapse Clinic - Assessment Record", "Acute Relapse Pathway: Nurse Assessment",
                       "Relapse assessment (nurse-led)", "MS RELAPSE CLINIC"])
    n.line(title)
    if chance(rng, 0.5):
        n.line("{h} - {u}", h=P(cs.hosp, "HOSPITAL"), u=pick(rng, ["Neurology Day Unit", "MS Relapse Clinic", "Ambulatory Neurology"]))
    n.nl()
    v = rng.randrange(3)
    if v == 0:
        n.line("Name: {nm}          DOB: {d}", nm=cs.pt.ref(pick(rng, ["full", "lf", "LF"])), d=cs.dob_piece(rng))
        n.add(cs.id_line(rng)).nl()
        n.line("Contact no: {p}", p=P(pick(rng, [cs.phone_mob, cs.phone_home]), "PHONE"))
    else:
        header(n, rng, cs)
    ref = pick(rng, ["self (advice line)", "GP", "ED", "neurologist", "optometrist"])
    cd = minus(cs.date, rng.randint(0, 6))
    onset = minus(cd, rng.randint(2, 20))
    n.line("Date of assessment: {d}    Time: {t}    Assessor: {a}", d=DT(rng, cs, cs.date), t=C.time(rng), a=staff(rng, cs.nurse))
    n.line("Referred by: {r}{extra}", r=ref,
           extra=([" - ", doc(rng, cs.gp), ", ", P(cs.gp_practice, "HOSPITAL")] if ref == "GP" else
                  ([" - ", P(cs.hosp2, "HOSPITAL")] if ref == "ED" else "")))
    n.line("Advice line call received: {d} (see telephone encounter)", d=DT(rng, cs, cd))
    n.nl()
    n.line("1. PRESENTING SYMPTOMS")
    sx = rng.sample(C2.RELAPSE_SX, rng.randint(1, 2))
    n.line("Onset: {d} ({dur} ago), {how}.", d=DT(rng, cs, onset, pick(rng, ["full", "full", "letter"])),
           dur=pick(rng, ["5 days", "1 week", "10/7", "2/52", "3 days", "approx. 2 weeks"]),
           how=pick(rng, ["evolved over 48 h", "sudden onset on waking", "gradual over several days", "stepwise"]))
    n.line("Symptoms: " + "; ".join(sx) + ".")
    n.line("Duration >24 h: YES   Separated from previous event by >30 days: YES")
    n.line("Previous relapse: {d} ({s})", d=DS(cs, minus(onset, rng.randint(120, 1500)), pick(rng, ["month_year", "mon_year", "year", "num"])),
           s=pick(rng, C2.RELAPSE_SX))
    if chance(rng, 0.5):
        n.line("Impact: unable to work as {j} this week; {f} helping with childcare.",
               j=P(cs.job, "PROFESSION"), f=fam_mention(rng, cs))
    n.nl()
    n.line("2. EXCLUDE PSEUDO-RELAPSE")
    n.line(pick(rng, C2.PSEUDO))
    n.line("Heat / stress / sleep: " + pick(rng, ["none", "recent heatwave", "bereavement last month", "poor sleep, shift work"]))
    n.nl()
    n.line("3. EXAMINATION")
    for s in rng.sample(C.EXAMS, rng.randint(3, 5)):
        n.line("- " + s)
    pre = pick(rng, ["2.0", "2.5", "3.0", "3.5", "4.0", "6.0"])
    n.line("EDSS baseline {a} -> today {b}".format(a=pre, b=pick(rng, ["3.0", "3.5", "4.0", "4.5", "6.5"])))
    n.nl()
    n.line("4. STEROID SCREEN")
    n.line("  " + "  ".join(rng.sample(C2.STEROID_CHECKS, 4)))
    n.nl()
    n.line("5. DECISION / TREATMENT")
    n.line(pick(rng, C2.RELAPSE_TX))
    if chance(rng, 0.5):
        n.line("Discussed with {d} ({j}) who agrees.", d=cs.neuro.ref(pick(rng, ["dr_last", "dr_full", "full"])), j=cs.neuro.jobtitle)
    if chance(rng, 0.6):
        n.line("Rx sent to {ph} for collection today; script no. {r}.", ph=P(cs.pharmacy, "HOSPITAL"),
               r=P(phi.idnum(rng, "order"), "IDNUM"))
    n.line("DMT review: currently on {dr}; {x}", dr=C.drug_name(rng, cs.dmt),
           x=pick(rng, ["relapse on treatment - for MDT discussion re escalation.", "adherent, no missed doses.",
                        "MRI requested to look for new activity.", "no change at present."]))
    n.line("Relapse reported to MS register (date {d}).", d=DT(rng, cs, cs.date, "system"))
    n.nl()
    n.line("6. FOLLOW-UP")
    n.line("Nurse phone follow-up on {d} {t}; physio referral ({p}).", d=DT(rng, cs, plus(cs.date, rng.randint(7, 21))),
           t=pick(rng, ["am", "pm", "", "(AM)"]), p=pick(rng, ["urgent", "routine", "neuro-rehab"]))
    n.line("Safety net given: {ed} / {e} if sudden severe symptoms; advice line {ph}.", ed=ed_word(cs),
           e=pick(rng, ["111", "emergency services", "GP out-of-hours"]) if c == "UK" else "emergency services",
           ph=P(cs.hosp_phone, "PHONE"))
    if chance(rng, 0.5):
        n.line("Copy to {gp}: {g}, fax {f}", gp=gp_word(cs), g=doc(rng, cs.gp), f=P(cs.gp_fax, "FAX"))
    n.nl()
    signoff(n, rng, cs.nurse, cs, contact=chance(rng, 0.4))

"""Genres: headache clinic letter, ophthalmology liaison letter."""
from core import Note, P, typo
from case import nm, other_country, url_for
from locale_fmt import add_days
import clin as C
import frames as F


def sp(c, uk, us):
    return us if c.cc in ("US", "CA") else uk


def prof_phrase(c):
    r = c.r
    if not c.prof:
        return r.c(["", " who is currently not working"])
    p = P(c.prof, "PROFESSION")
    emp = P(c.employer, "ORGANIZATION") if c.employer else None
    if c.age >= 67:
        return [" retired ", p] if r.p(0.5) else [" who worked as a ", p, " until retirement"]
    if emp is not None:
        return r.c([[" who works as a ", p, " at ", emp], [" ", p, " (employed by ", emp, ")"],
                    [" ", p, " with ", emp]])
    return r.c([[" ", p], [" who works as a ", p], [" working full-time as a ", p]])


def onset_items(c):
    r = c.r
    k = r.c(["age", "year", "month", "event"])
    if k == "age" or c.age < 20:
        oa = max(6, min(c.age - 1, r.i(8, 30)))
        return ["Headaches began at the age of ", P(str(oa), "AGE"), ". "]
    if k == "year":
        y = c.visit.year - r.i(2, max(2, min(15, c.age - 8)))
        return ["Headaches have been present since ", P(str(y), "DATE"), ", "
                "initially episodic. "]
    if k == "month":
        d = add_days(c.visit, -r.i(90, 900))
        return ["The current pattern has been present since ", P(c.loc.month_year(d), "DATE"),
                ", with a clear escalation in frequency. "]
    d = add_days(c.visit, -r.i(200, 1500))
    ev = r.c(["a viral illness", "a COVID-19 infection", "a minor road traffic collision",
              "starting the combined oral contraceptive", "a bereavement"])
    return ["The daily headache started abruptly after ", ev, " on ", c.d(d),
            " and has not remitted since. "]


def history_par(n, c, dx):
    r = c.r
    hd, md, ac, fl = C.frequency_line(r)
    n.add(onset_items(c))
    n.add("Typical attacks are ", C.phenotype(r), ". ", typo(r, fl), " ")
    trig = r.sample(C.TRIGGERS, 2)
    n.add("Triggers include %s and %s. " % tuple(trig))
    if r.p(0.35):
        n.add("Family history: ")
        fam = F.another_person(c, "F")
        n.add(r.c([["mother and maternal grandmother with migraine."],
                   [c.his() + " sister ", nm(r, fam, "FAMILY", "first"), " has menstrual migraine."],
                   ["father had cluster headache; died at ", P(str(r.i(58, 84)), "AGE"), " (MI)."],
                   ["mother (", P(str(min(95, c.age + r.i(20, 34))), "AGE"), ") has chronic migraine; son aged ",
                    P(str(r.i(6, 16)), "AGE"), " has abdominal migraine."] if c.age >= 30 else ["nil relevant."],
                   ["nil relevant."]]), " ")
    if r.p(0.3):
        n.add(c.he().capitalize(), " was born in ", other_country(c.r), " and moved here in ",
              P(str(c.visit.year - r.i(1, 20)), "DATE"), ". ")
    n.add("\n\n")
    return hd, md, ac


def treatments_par(n, c):
    r = c.r
    trials = C.preventive_trials(r, r.i(1, 4))
    n.line(r.c(["Previous preventive treatment:", "Preventives tried:", "Prior prophylaxis:"]))
    for name, dose, cls, why in trials:
        y = c.visit.year - r.i(0, 6)
        n.f("- {nm} {ds} ({y}) - {why}\n", nm=name, ds=dose, y=P(str(y), "DATE"), why=why)
    n.line("Acute treatment: {a}.", a=", ".join(C.acute_list(r, r.i(1, 3))))
    n.add("\n")
    return trials


def imaging_par(n, c):
    r = c.r
    d = add_days(c.visit, -r.i(20, 700))
    site = P(F_hosp2(c) if r.p(0.5) else c.hosp, "HOSPITAL")
    n.add(r.c([
        ["MRI brain (", c.d(d), ") was normal. "],
        ["MRI brain with MRV at ", site, " on ", c.d(d), ": a few non-specific punctate white matter hyperintensities, common in migraine; no venous sinus thrombosis. "],
        ["CT head in ED on ", c.d(d), " was unremarkable. "],
        ["No neuroimaging to date; I did not feel it was indicated given a normal examination. "],
    ]))


def plan_items(c, dx, trials):
    r = c.r
    out = []
    g, b, dose = C.cgrp_pick(r)
    opts = [
        "Start %s (%s) %s. Eligibility criteria are met (%d preventives failed)." % (g, b, dose, max(3, len(trials))),
        "Refer for onabotulinumtoxinA (PREEMPT protocol, 155-195 units every 12 weeks).",
        "Greater occipital nerve block offered today with lidocaine 2% 2 mL and methylprednisolone 40 mg; see separate procedure note.",
        "Start candesartan 4 mg daily, increasing to 8 mg after 2 weeks, then 16 mg if BP allows.",
        "Amitriptyline 10 mg at night, increase by 10 mg every 2 weeks to 30-50 mg.",
        C.moh_advice(r),
        C.lifestyle(r),
        "Keep a headache diary (paper or app) for review at the next visit.",
        "No further imaging is required.",
    ]
    if c.pt.sex == "F" and 15 <= c.age <= 50:
        opts.append("Topiramate and valproate to be avoided given pregnancy prevention requirements; discussed MHRA guidance." if c.cc == "UK" else
                    "Topiramate reduces the efficacy of oral contraceptives; discussed contraception.")
        opts.append("CGRP monoclonal antibodies should be stopped at least 5 months before a planned pregnancy.")
        if c.age <= 42 and r.p(0.3):
            g = r.i(8, 30)
            opts = ["Currently %d weeks pregnant (G%dP%d); preventive treatment deferred. Paracetamol and metoclopramide for attacks; sumatriptan acceptable if needed." % (g, r.i(2, 4), r.i(1, 2))] + opts[:4]
            return opts
    if c.age >= 60:
        opts.append("ESR/CRP checked to exclude giant cell arteritis given age; results normal.")
    out = r.sample(opts, r.i(3, 5))
    if r.p(0.25):
        out.append("Driving: %s does not need to be notified to the %s; do not drive during an attack." % (
            r.c(["migraine with typical aura", "migraine without aura", "migraine"]), C.DRIVING_BODY[c.cc]))
    if r.p(0.35):
        fund = {"US": "FDA-labelled indication and payer step-therapy", "UK": "NICE TA659", "IE": "HSE managed access",
                "CA": "CADTH reimbursement", "AU": "PBS authority", "NZ": "PHARMAC Special Authority",
                "ZA": "Council for Medical Schemes", "SG": "MOH subsidy"}[c.cc]
        out.append("%s: %s criteria are met; application submitted." % (r.c(["CGRP mAb", "Botulinum toxin"]), fund))
    return out


def headache_clinic_letter(r, c):
    n = Note()
    dx = r.c(C.DX)
    us = c.cc in ("US", "CA")
    F.letterhead(n, c, r.c(["Department of Neurology", "Headache Service", "Neurology Outpatients",
                            "Comprehensive Headache Program", "Headache & Facial Pain Clinic"]))
    if not us and r.p(0.6):
        n.line("Consultant: {d}", d=c.doc(c.cons, "title_full"))
        n.line("Our ref: {a}/{b}/{m}", a=P(c.cons.initials(dots=False), "DOCTOR"),
               b=P(c.sec.initials(dots=False, lower=True), "DOCTOR"), m=P(c.mrn, "MRN"))
    n.line("{lab}{d}", lab=r.c(["Date: ", "Clinic date: ", "Date of clinic: ", ""]), d=c.visit_p())
    if r.p(0.35):
        n.line("Date typed: {d}", d=c.d(add_days(c.visit, r.i(1, 12))))
    n.add("\n")
    if r.p(0.7):
        F.addressee(n, c, c.gp, c.practice, c.practice_addr)
    F.patient_banner(n, c, address=r.p(0.6), plan=us and r.p(0.3))
    F.salutation(n, c, c.gp)
    if r.p(0.55):
        n.line("Diagnosis:")
        n.line("1. {a} ({b})", a=dx[0][0].upper() + dx[0][1:], b=dx[1])
        if r.p(0.5):
            n.line("2. {x}", x=r.c(["Medication overuse headache", "Anxiety (GAD-7 %d)" % r.i(8, 16),
                                     "Obstructive sleep apnoea on CPAP", "Raised BMI (%.1f)" % r.u(30, 44),
                                     "Hypertension"]))
        n.add("\n")
    if r.p(0.4):
        n.line("Current medication:")
        for a in C.acute_list(r, r.i(1, 3)):
            n.line("- {a} {f}", a=a, f=r.c(["prn", "as required", "max 2 doses/24 h", "PRN"]))
        n.add("\n")
    # opening paragraph
    pn = F.pt_narr_name(c)
    acc = None
    if r.p(0.35):
        acc = [", accompanied by ", F.relative(c)]
    opener = r.c(["seen", "thanks", "review"])
    if opener == "seen":
        n.add("I saw ", pn, " in the headache clinic today", acc or "", ". ",
              c.he().capitalize(), " is a ", c.age_p(), "-year-old", prof_phrase(c),
              " with %s. " % dx[0])
    elif opener == "thanks":
        n.add("Thank you for referring ", c.pt_name(r.c(["full", "title_full"])), ", a ",
              c.age_phrase(), prof_phrase(c) if c.prof else "", ", whom I saw on ",
              c.visit_p(), acc or "", ". ")
    else:
        last = add_days(c.visit, -r.i(80, 200))
        n.add("I reviewed ", pn, " (", c.age_p(), ") for follow-up of %s; " % dx[0],
              c.he(), " was last seen on ", c.d(last), acc or "", ". ")
    n.add("\n\n")
    hd, md, ac = history_par(n, c, dx)
    trials = treatments_par(n, c)
    if r.p(0.6):
        n.line("Examination: {e}", e=" ".join(C.exam_block(r, r.i(2, 3))))
    if r.p(0.5):
        n.line("{s}.", s=C.scores_line(r, r.i(1, 3)))
    imaging_par(n, c)
    n.add("\n\n")
    n.line(r.c(["Impression:", "Assessment:", "Assessment and plan:"]))
    n.line("{x}", x=typo(r, r.c([
        "This is %s%s." % (dx[0], " with medication overuse" if ac >= 10 and "overuse" not in dx[0] else ""),
        "Clinical picture is in keeping with %s. Examination is normal and there are no red flags." % dx[0],
        "%s; preventive treatment is warranted given %d headache days/month." % (dx[0].capitalize(), hd),
    ])))
    n.add("\n")
    n.line("Plan:")
    for k, it in enumerate(plan_items(c, dx, []), 1):
        n.line("{k}. {t}", k=str(k), t=it)
    n.add("\n")
    fu = r.c(["We will review %s in %d months." % (c.him(), r.i(3, 6)),
              "Follow-up in the headache clinic in %d weeks (telephone)." % r.c([6, 8, 12, 16]),
              "I have not arranged routine follow-up but am happy to see %s again if needed." % c.him()])
    n.line(fu)
    if r.p(0.5):
        n.add("\n", c.he().capitalize(), " can contact our headache nurse, ",
              nm(r, c.nurse, "DOCTOR", r.c(["full", "first"])), ", on ",
              P(c.hosp_phone + (c.loc.ext() if r.p(0.4) else ""), "PHONE"),
              r.c([" (Mon-Fri 9-5)", "", " or via the advice line"]), ".")
        if r.p(0.4):
            n.add(" Written information: ", P(url_for(r, "info"), "URL"), ".")
        n.add("\n")
    n.add("\n")
    F.sign_off(n, c, c.cons, r.c(["Consultant Neurologist", "Consultant Neurologist & Headache Lead",
                                  "Headache Medicine Specialist", "Neurologist",
                                  "Attending Neurologist, Headache Medicine"]))
    if r.p(0.5):
        F.cc_block(n, c)
    if r.p(0.3):
        F.sys_footer(n, c)
    return n


# ---------------------------------------------------------------------------
def eye_exam(c, papill):
    r = c.r
    us = c.cc in ("US",)
    va = (lambda: r.c(["20/20", "20/25", "20/30", "20/40", "20/20-2"])) if us else \
        (lambda: r.c(["6/5", "6/6", "6/9", "6/12", "6/7.5", "6/6-1"]))
    lines = []
    lines.append("VA (%s): R %s, L %s" % (r.c(["Snellen", "corrected", "pinhole", "logMAR chart"]), va(), va()))
    lines.append("Colour vision (Ishihara): R %d/17, L %d/17" % (r.i(14, 17), r.i(13, 17)))
    lines.append("Pupils: %s" % r.c(["equal and reactive, no RAPD", "no RAPD", "sluggish, subtle left RAPD"]))
    lines.append("IOP: R %d, L %d mmHg (Goldmann)" % (r.i(11, 21), r.i(11, 21)))
    if papill:
        g1, g2 = r.i(1, 4), r.i(1, 4)
        lines.append("Fundi: bilateral optic disc swelling, Frisen grade %d R / %d L, %s" % (
            g1, g2, r.c(["no haemorrhages", "peripapillary haemorrhage on the left", "obscured vessels at the disc margin", "Paton's lines"])))
        lines.append("OCT (Cirrus HD-OCT): average RNFL R %d um, L %d um; GCL %s" % (
            r.i(110, 240), r.i(110, 240), r.c(["normal", "thinning inferiorly on the left", "preserved"])))
        lines.append("Humphrey 24-2 SITA-Fast: MD R %.2f dB, L %.2f dB; %s" % (
            -r.u(0.5, 8), -r.u(0.5, 8), r.c(["enlarged blind spots", "inferonasal defect left", "full fields", "reliable test"])))
    else:
        lines.append("Fundi: %s" % r.c(["healthy discs, no swelling, spontaneous venous pulsation present",
                                         "pseudo-papilloedema from optic disc drusen (confirmed on B-scan)",
                                         "tilted small crowded discs, no true swelling"]))
        lines.append("OCT RNFL within normal limits bilaterally (R %d um, L %d um)." % (r.i(88, 108), r.i(88, 108)))
        lines.append("Humphrey 24-2: full; %s" % r.c(["reliable", "mild fixation losses", "normal GHT"]))
    return lines


def ophthalmology_liaison_letter(r, c):
    n = Note()
    direction = r.c(["eye_to_neuro", "neuro_to_eye", "eye_to_neuro"])
    iih = r.p(0.75)
    papill = iih and r.p(0.75)
    eye_dept = r.c(["Neuro-ophthalmology Service", "Department of Ophthalmology", "Eye Clinic",
                    "Neuro-ophthalmology Clinic", "Ophthalmology Outpatients"])
    if direction == "eye_to_neuro":
        F.letterhead(n, c, eye_dept, "eye")
        writer, writer_role = c.ophth, r.c(["Consultant Ophthalmologist", "Neuro-ophthalmologist",
                                            "Consultant Neuro-ophthalmologist", "Ophthalmology Registrar"])
        to, to_role = c.cons, r.c(["Consultant Neurologist", "Neurology (Headache Service)"])
    else:
        F.letterhead(n, c, r.c(["Department of Neurology", "Headache Service", "IIH Clinic"]), "neuro")
        writer, writer_role = c.cons, r.c(["Consultant Neurologist", "Neurologist"])
        to, to_role = c.ophth, r.c(["Consultant Ophthalmologist", "Neuro-ophthalmology"])
    n.line("{d}", d=c.visit_p())
    n.add("\n")
    n.add(nm(r, to, "DOCTOR", "title_full"), "\n", to_role, "\n")
    n.line("{h}", h=P(c.hosp if r.p(0.6) else F_hosp2(c), "HOSPITAL"))
    n.add("\n")
    F.patient_banner(n, c, address=r.p(0.4))
    F.salutation(n, c, to)
    pn = F.pt_narr_name(c)
    if direction == "eye_to_neuro":
        n.add(r.c([["Thank you for asking me to see ", pn, ", a ", c.age_phrase(), ", regarding "],
                   ["I reviewed ", pn, " in clinic on ",
                    c.visit_p(), " regarding "],
                   ["Many thanks for referring ", pn, " (", c.age_p(), ") with "]]))
        n.add(r.c(["possible papilloedema", "headache and transient visual obscurations",
                   "known IIH for visual monitoring", "blurred discs noted by the optometrist",
                   "persistent visual aura"]), ". ")
        if r.p(0.4):
            n.add("The optometrist, ", nm(r, F.another_person(c), "DOCTOR", r.c(["full", "title_last"])),
                  " at ", P(F_optom(c), "HOSPITAL"), ", had noted ", r.c(["swollen discs", "blurred disc margins",
                                                                        "a field defect"]),
                  " on ", c.d(add_days(c.visit, -r.i(5, 40))), ". ")
        n.add("\n\n")
        n.line("Symptoms: {s}", s=r.c([
            "daily headache worse lying down, transient visual obscurations several times a day lasting seconds, pulsatile tinnitus (whooshing) in the right ear.",
            "headache and horizontal diplopia for 2 weeks. No eye pain.",
            "no visual symptoms; headaches improving on acetazolamide 500 mg bd.",
            "episodic visual aura (fortification spectra) followed by headache; no persistent visual loss."]))
        n.add("\n")
        n.line("Findings:")
        for ln in eye_exam(c, papill):
            n.line("  {x}", x=ln)
        n.add("\n")
        imp = r.c(["new", "stable", "improving"])
        if papill:
            n.add("Impression: ", sp(c, "Papilloedema", "Papilledema"),
                  " (Frisen grade %d) " % r.i(1, 4))
            if imp == "improving":
                n.add("improving since last review on ", c.d(add_days(c.visit, -r.i(40, 120))))
            elif imp == "stable":
                n.add("stable, with preserved visual function")
            else:
                n.add("with early field loss; new since the optometry review")
            n.add(".\n")
        else:
            n.add("Impression: no ", sp(c, "papilloedema", "papilledema"), "; ",
                  r.c([sp(c, "pseudo-papilloedema", "pseudopapilledema") + " from drusen", "visual symptoms in keeping with migraine aura",
                       "normal examination"]), ".\n")
        n.add("\n")
        n.line("Recommendations:")
        recs = [
            "Urgent MRI brain with MR venography and lumbar puncture with opening pressure if not already done.",
            "Please confirm CSF opening pressure; we would be grateful for a copy of the result.",
            "Repeat OCT and visual fields in %d weeks in our clinic." % r.c([4, 6, 8, 12]),
            "If fields deteriorate we will contact you directly to discuss surgical options (ONSF or CSF shunting).",
            "Weight-loss support is likely to be the most effective long-term treatment.",
            "Advised the DVLA need not be informed at present as fields meet the driving standard." if c.cc == "UK" else
            "Visual fields meet the driving standard at present.",
        ]
        for t in r.sample(recs, r.i(2, 4)):
            n.line("- {t}", t=t)
    else:
        n.add(r.c([["I would be grateful for your assessment of ", pn, ", a ", c.age_phrase(), " with "],
                   ["Please could you see ", pn, " (DOB ", c.dob_p(), ") who has "]]))
        dx = r.c(C.IIH_DX) if iih else r.c(C.DX)
        n.add(dx[0], ". ")
        if iih:
            n.add("Lumbar puncture on ", c.d(add_days(c.visit, -r.i(3, 60))), " showed an opening pressure of ",
                  "%d cm CSF" % r.i(26, 48), " with normal constituents. MRI showed ",
                  r.c(["an empty sella and bilateral transverse sinus stenosis",
                       "flattening of the posterior globes", "no structural lesion"]), ". ")
            n.add(c.he().capitalize(), " is taking acetazolamide %d mg %s. " % (r.c([250, 500]), r.c(["bd", "tds"])))
        else:
            n.add("Aura is prolonged (%d-%d minutes) and occasionally without headache. " % (r.i(30, 45), r.i(50, 90)))
        n.add("\n\n")
        n.line("{x}", x=r.c(["I would be grateful for formal visual fields and OCT, and your opinion on disc appearance.",
                              "Could you please assess for papilloedema and advise on monitoring frequency?",
                              "Please advise whether the visual symptoms could represent retinal migraine."]))
        if r.p(0.5):
            n.line("{x}", x=C.lab_line(r))
    n.add("\n")
    F.sign_off(n, c, writer, writer_role)
    if r.p(0.5):
        F.cc_block(n, c, ["Dr ", P(c.gp.last, "DOCTOR"), " (GP), ", P(c.practice, "HOSPITAL")])
    if r.p(0.2):
        F.sys_footer(n, c)
    return n


def F_hosp2(c):
    from case import hospital_name
    return hospital_name(c.r, c.cc)


def F_optom(c):
    r = c.r
    return r.c(["%s Opticians" % c.town if c.cc != "SG" else "Seroja Optical",
                "%s Eyecare" % r.c(["Clearview", "Brightsight", "Focus Point", "Iris Lane"]),
                "%s Optometrists" % r.c(["Kestrel", "Lindenhurst", "Harbourline", "Wrenfield"])])

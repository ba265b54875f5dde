"""Own-addition genres: GP referral letter, headache/IIH MDT meeting note."""
from core import Note, P, typo
from case import nm, new_person, dept_email, email_for, hospital_name, other_country
from locale_fmt import add_days
import clin as C
import frames as F


def gp_referral_letter(r, c):
    n = Note()
    cc = c.cc
    us = cc in ("US", "CA")
    n.line("{p}", p=P(c.practice, "HOSPITAL"))
    n.add(c.practice_addr, "\n")
    n.line("Tel: {t}{f}", t=P(c.practice_phone, "PHONE"), f=["   Fax: ", P(c.practice_fax, "FAX")] if r.p(0.6) else "")
    if r.p(0.5):
        n.line("Email: {e}", e=P(dept_email(r, "gp"), "EMAIL"))
    n.add("\n")
    n.line("{d}", d=c.visit_p())
    n.add("\n")
    if cc == "UK" and r.p(0.6):
        n.line("e-Referral UBRN: {u}", u=P("%s %s %s" % (r.digits(4), r.digits(4), r.digits(4)), "IDNUM"))
    elif cc == "IE" and r.p(0.5):
        n.line("Healthlink referral ID: {u}", u=P(r.digits(8), "IDNUM"))
    elif r.p(0.3):
        n.line("Referral #: {u}", u=P("R" + r.digits(8), "IDNUM"))
    n.line("To: {x}", x=[r.c(["Headache Clinic", "Neurology Outpatients", "Headache Service", "Neurology (Headache)"]), ", ",
                         P(c.hosp, "HOSPITAL")])
    if r.p(0.5):
        n.line("FAO: {d}", d=nm(r, c.cons, "DOCTOR", r.c(["title_full", "title_last"])))
    urg = r.w([(6, "Routine"), (2, "Soon"), (1, "Urgent")])
    n.line("Priority: {u}", u=urg)
    n.add("\n")
    F.patient_banner(n, c, address=True, phone=r.p(0.6))
    if c.natid and r.p(0.3):
        n.line("{l}: {v}", l=c.natid[0], v=P(c.natid[1], "SSN"))
        n.add("\n")
    n.line("{x}", x=r.c(["Dear Colleague,", "Dear Neurology team,", ["Dear ", nm(r, c.cons, "DOCTOR", "title_last"), ","]]))
    n.add("\n")
    dx = r.c(C.DX + C.IIH_DX)
    iih = "intracranial" in dx[0]
    n.add(r.c([["I would be grateful if you could see this ", c.age_phrase(), " with "],
               ["Thank you for seeing ", c.pt_name(r.c(["full", "title_last"])), " (", c.age_p(), ") who has "],
               ["Please could you assess ", c.pt_name(r.c(["title_full", "first"])), ", aged ", c.age_p(), ", for "]]))
    n.add(r.c(["worsening headaches", "daily headaches", "headaches with visual disturbance",
               "frequent migraine no longer controlled", "possible medication overuse headache"]),
          " over the past ", r.c(["3 months", "6 months", "year", "18 months", "few weeks"]), ". ")
    hd, md, ac, fl = C.frequency_line(r)
    n.add(typo(r, fl), " ")
    if iih:
        n.add("The optician noted swollen optic discs on ", c.d(add_days(c.visit, -r.i(2, 20))), ". BMI is ",
              "%.1f" % r.u(31, 45), ". ")
    n.add(r.c(C.RED_FLAGS_NEG), "\n\n")
    n.line("Previous treatment:")
    for name, dose, cls, why in C.preventive_trials(r, r.i(1, 3)):
        n.line("- {a} {b}: {c}", a=name, b=dose, c=why)
    n.add("\n")
    n.line("Past history: {x}", x=", ".join(r.sample(["asthma", "depression", "hypertension", "PCOS" if c.pt.sex == "F" else "gout", "hypothyroidism",
                                                     "IBS", "obesity", "fibromyalgia", "anxiety", "nil of note", "eczema",
                                                     "GORD", "type 2 diabetes"], r.i(1, 3))))
    n.line("Medication: {x}", x="; ".join(C.acute_list(r, r.i(1, 3)) + r.sample(["sertraline 50 mg od", "levothyroxine 75 mcg od",
                                                                              "microgynon 30", "salbutamol inhaler prn",
                                                                              "ramipril 5 mg od", "metformin 500 mg bd",
                                                                              "omeprazole 20 mg od"], r.i(0, 2))))
    n.line("Allergies: {x}", x=r.c(["NKDA", "penicillin", "none known", "sulfonamides"]))
    soc = ["Social: "]
    if c.prof:
        soc += [r.c(["works as a ", "employed as a ", "is a "]), P(c.prof, "PROFESSION")]
        if c.employer:
            soc += [" at ", P(c.employer, "ORGANIZATION")]
        soc += ["; "]
    soc += [r.c(["lives with ", "married to ", "lives with "]), F.relative(c), "; "]
    soc += [r.c(["non-smoker", "smokes 10/day", "ex-smoker"]), ", alcohol ", r.c(["2-4 units/week", "rarely", "none", "14 units/week"]), "."]
    n.line("{x}", x=soc)
    if r.p(0.3):
        n.line("{x}", x=[c.he().capitalize(), " moved from ", other_country(r), " in ", P(str(c.visit.year - r.i(1, 25)), "DATE"), "."])
    n.add("\n")
    n.line("Examination: {x}", x=" ".join(C.exam_block(r, 2, iih)))
    n.add("\n")
    n.line("{x}", x=r.c(["I would value your opinion on further management, including eligibility for CGRP therapy or botulinum toxin.",
                         "I would be grateful for your advice on diagnosis and whether imaging is needed.",
                         "Please advise on preventive options; she has concerns about further trials of oral medication." if c.pt.sex == "F" else
                         "Please advise on preventive options; he has concerns about further trials of oral medication.",
                         "Given the disc swelling I would appreciate an urgent assessment."]))
    n.add("\n")
    n.line(r.c(["Yours sincerely,", "Many thanks,", "Kind regards,", "Yours faithfully,"]))
    n.add("\n")
    n.line("{d}", d=nm(r, c.gp, "DOCTOR", r.c(["title_full", "full"])))
    n.line(r.c(["General Practitioner", "GP Partner", "Family Physician", "Salaried GP", "GP Registrar"]))
    if r.p(0.6):
        lab, val = c.loc.doc_license(c.gp.last)
        n.line("{l} {v}", l=lab, v=P(val, "LICENSE"))
    if r.p(0.4):
        n.line("Enc: {x}", x=r.c(["headache diary (3 months)", "blood results", "optician report", "medication list"]))
    return n


# ---------------------------------------------------------------------------
CASES_MDT = [
    ("IIH, fields deteriorating on acetazolamide 1 g/day; BMI 41",
     ["Agreed: urgent CSF diversion vs venous sinus stenting. Neuroradiology to review MRV and manometry.",
      "Venography with manometry; if gradient >8 mmHg consider stenting."]),
    ("chronic migraine, 3 preventives failed, on 4th botox cycle with <30% response",
     ["Stop botox per stopping rule; start CGRP mAb (fremanezumab 225 mg monthly).",
      "Switch to erenumab 140 mg; diary review at 12 weeks."]),
    ("chronic cluster headache, refractory to verapamil 960 mg, lithium and GON blocks",
     ["Refer for occipital nerve stimulation assessment; psychology review first.",
      "Trial galcanezumab 300 mg monthly (off-label); cardiology advice re verapamil."]),
    ("MOH with codeine dependence; previous outpatient withdrawal failed",
     ["Elective admission for inpatient withdrawal with IV DHE.", "Pain psychology and pharmacist-led taper over 4 weeks."]),
    ("new daily persistent headache, normal MRI and LP",
     ["Trial of doxycycline; consider nerve blocks. Review in 3 months.", "Supportive management; refer to headache psychology."]),
    ("IIH in pregnancy (20 weeks), papilloedema grade 2",
     ["Stop acetazolamide after discussion with obstetrics; serial LPs if needed.", "Joint obstetric/neuro-ophthalmology follow-up fortnightly."]),
    ("SUNCT, lamotrigine partial response",
     ["Increase lamotrigine to 200 mg bd; MRI with trigeminal nerve sequences.", "Consider IV lidocaine admission."]),
    ("trigeminal neuralgia with headache overlap; carbamazepine intolerance",
     ["Switch to oxcarbazepine; neurosurgery opinion re microvascular decompression.", "MRI CISS sequence to look for neurovascular conflict."]),
]


def mdt_note(r, c):
    n = Note()
    n.line(r.c(["HEADACHE MULTIDISCIPLINARY TEAM MEETING - OUTCOMES", "IIH / Headache MDT - Minutes",
                "Neurology Headache MDM", "HEADACHE & IIH MDT MEETING RECORD"]))
    n.line("{h}", h=P(c.hosp, "HOSPITAL"))
    where = r.c(["room", "video", "building"])
    n.line("Date: {d}   {t}   Venue: {v}", d=c.visit_p(), t="%02d:%02d" % (r.i(8, 16), r.c([0, 15, 30])),
           v={"room": ["Seminar Room ", P(str(r.i(1, 9)), "LOCATION_OTHER"), ", ", P(c.building, "LOCATION_OTHER")],
              "video": "MS Teams",
              "building": [P(c.building, "LOCATION_OTHER"), ", meeting room ", P("%d.%02d" % (r.i(1, 5), r.i(1, 40)), "LOCATION_OTHER")]}[where])
    n.line("Chair: {d} (Consultant Neurologist)", d=nm(r, c.cons, "DOCTOR", r.c(["title_full", "title_last"])))
    staff = [(c.cons2, "Neurology"), (c.ophth, "Neuro-ophthalmology"), (c.nsurg, "Neurosurgery"), (c.rad, "Neuroradiology"),
             (c.nurse, "Headache CNS"), (c.pharm, "Pharmacist"), (new_person(r, None, "lay", c.cc), "Psychology"),
             (new_person(r, None, "lay", c.cc), "Dietetics")]
    att = r.sample(staff, r.i(3, 6))
    n.add("Present: ")
    for k, (p, role) in enumerate(att):
        if k:
            n.add("; ")
        n.add(nm(r, p, "DOCTOR", r.c(["full", "title_last", "init_last"]) if role not in ("Headache CNS", "Pharmacist", "Psychology", "Dietetics")
                 else r.c(["full", "init_last"])), " (", role, ")")
    n.add("\n")
    if r.p(0.4):
        ap = new_person(r, None, "doctor", c.cc)
        n.line("Apologies: {d}", d=nm(r, ap, "DOCTOR", r.c(["title_full", "title_last"])))
    n.line("Minutes: {s}", s=nm(r, c.sec, "DOCTOR", r.c(["full", "init_last"])))
    n.add("\n")
    k = r.i(2, 4)
    pts = r.sample(CASES_MDT, k)
    for i, (summ, outcomes) in enumerate(pts, 1):
        if i == 1:
            pt, age, mrn, sex = c.pt, c.age, c.mrn, c.pt.sex
        else:
            sex = r.w([(3, "F"), (1, "M")])
            pt = new_person(r, sex, "lay", c.cc)
            age = r.i(18, 70)
            mrn = c.loc.mrn()
        n.line("{i}. {p} ({a}{s})  {lab} {m}", i=str(i), p=P(pt.lf(upper=r.p(0.5)) if r.p(0.6) else pt.full(), "PATIENT"),
               a=P(str(age), "AGE"), s=sex, lab=r.c(["Hosp No", "MRN", "ID"]) if c.cc != "NZ" else "NHI",
               m=P(mrn, "MRN"))
        refby = new_person(r, None, "doctor", c.cc)
        n.line("   Referred by: {d}{w}", d=nm(r, refby, "DOCTOR", r.c(["title_full", "title_last"])),
               w=[", ", P(hospital_name(r, c.cc), "HOSPITAL")] if r.p(0.5) else "")
        n.line("   Summary: {s}", s=summ)
        if r.p(0.5):
            n.line("   {x}", x=r.c([["Last LP ", c.d(add_days(c.visit, -r.i(10, 200))), ": OP ", str(r.i(26, 45)), " cm CSF."],
                                    ["MRI ", c.d(add_days(c.visit, -r.i(10, 300))), " reviewed at meeting."],
                                    ["Seen in clinic ", c.d(add_days(c.visit, -r.i(7, 90))), "."],
                                    ["Patient's ", r.c(["husband", "mother", "partner", "daughter"]), " ",
                                     nm(r, new_person(r, None, "lay", c.cc), "FAMILY", "first"), " has asked for a call to discuss the plan."]]))
        n.line("   Outcome: {o}", o=r.c(outcomes))
        owner = r.c(att)[0]
        n.line("   Action: {w} by {d}", w=nm(r, owner, "DOCTOR", r.c(["initials", "title_last", "full", "initials_nodot"])),
               d=c.d(add_days(c.visit, r.c([7, 14, 21, 28]))))
        n.add("\n")
    n.line("Next meeting: {d}", d=c.d(add_days(c.visit, r.c([14, 28, 28, 35])), r.c([None, "wk_long"])))
    if r.p(0.4):
        n.line("Referrals to the MDT: {e}", e=P(dept_email(r, "headache"), "EMAIL"))
    return n

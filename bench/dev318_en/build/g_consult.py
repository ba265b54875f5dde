"""Lipid clinic letter, North American consult-letter layout (HPI / PMH /
FHx / SHx / exam / labs / assessment and plan). Used for part of the
lipid_clinic_letter genre."""

from blocks import letterhead, signoff, med_list, occupation
from locale_fmt import add_days
from pools import EMPLOYERS


def consult_letter(c, nb):
    L = c.L
    rr = c.rr
    p = c.pt
    he, his, him = p.pron()
    letterhead(nb, c)
    nb.line(c.date(c.visit))
    nb.add("\n")
    nb.line(L.doc_title(), " ", ("DOCTOR", c.gp.fl()), rr.pick([", MD", ", DO", ", MD, FACP", ""]) if L.us else ", MD CCFP")
    nb.line(("HOSPITAL", c.practice))
    nb.line(L.address(town=c.practice_town, plain=True))
    nb.add("\n")
    nb.line("RE: ", ("PATIENT", p.full()), "   DOB: ", c.date(c.dob), "   ", c.mrn[0], ": ", ("MRN", c.mrn[1]))
    if L.us and rr.chance(0.5):
        nb.line("Visit date: ", c.date(c.visit), "   CSN: ", ("ACCOUNT", rr.digits(10)))
    nb.add("\nDear ", L.doc_title(), " ", ("DOCTOR", c.gp.last), ",\n\n")
    pnl = c.panel()
    while pnl["LDL"] < 4.95:
        pnl = c.panel()
    nb.add("Thank you for asking me to see ", ("PATIENT", p.first) if rr.chance(0.4) else [p.title(L.us) + " ", ("PATIENT", p.last)],
           ", a ", ("AGE", str(c.age)), "-year-old ", "man" if p.sex == "M" else "woman",
           rr.pick([" with severe hypercholesterolemia.", " for evaluation of possible familial hypercholesterolemia.",
                    " with an LDL-C above 190 mg/dL." if L.mgdl else " with an LDL-C above 4.9 mmol/L."]), "\n\n")
    u = c.ldl_units()
    nb.add("HISTORY OF PRESENT ILLNESS:\n")
    yr = c.visit.year - rr.int(1, 12)
    nb.add(he.capitalize(), " was first noted to have high cholesterol in ", ("DATE", str(yr)),
           rr.pick([" during a pre-employment physical", " at an insurance medical", " when " + his + " brother had an MI",
                    " on routine screening"]),
           ". Untreated LDL-C was ", c.fmt_ldl(pnl["LDL"]), " ", u, ". ")
    nb.add(rr.pick(["Atorvastatin 40 mg was started by your office but stopped after 6 weeks because of myalgias. ",
                    "Currently on rosuvastatin 20 mg daily with good adherence. ",
                    "Has never been on lipid-lowering therapy. ",
                    "Simvastatin 40 mg since " + str(yr + 1) + ", reports occasional leg cramps. "]))
    nb.add(rr.pick(["Denies chest pain, dyspnea on exertion, claudication or TIA symptoms.",
                    "Reports exertional chest tightness for 3 months; stress test pending.",
                    "No angina. Walks 30 minutes daily without symptoms."]), "\n\n")
    nb.add("PAST MEDICAL HISTORY:\n")
    for x in rr.sample(["Hypertension", "Prediabetes (A1c 6.1%)", "Hypothyroidism, treated", "GERD",
                        "Obstructive sleep apnea on CPAP", "Migraine", "Gout", "Appendectomy " + str(yr - rr.int(5, 20))],
                       rr.int(1, 3)):
        if x.startswith("Appendectomy"):
            nb.add("- Appendectomy ", ("DATE", x.split(" ")[1]), "\n")
        else:
            nb.add("- ", x, "\n")
    nb.add("\nMEDICATIONS:\n")
    for m in med_list(c, treated=rr.chance(0.6)):
        nb.add("- ", m, "\n")
    nb.add("\nALLERGIES: ", rr.pick(["NKDA", "Sulfa (rash)", "Penicillin (hives)", "Codeine (nausea)"]), "\n\n")
    nb.add("FAMILY HISTORY:\n")
    fa = c.rel("M", 0.9)
    nb.add("Father ", rr.pick(["had an MI at ", "had CABG at ", "died suddenly at "]), ("AGE", str(rr.int(39, 58))))
    if rr.chance(0.5):
        nb.add(" (", ("FAMILY", fa.first), ")")
    nb.add(". ")
    sib = c.rel(None, 0.8)
    nb.add("Sister" if sib.sex == "F" else "Brother", " ", ("FAMILY", sib.first),
           ", ", ("AGE", str(max(18, c.age + rr.int(-8, 8)))), ", ", rr.pick(["has high cholesterol, untreated", "is on a statin",
                                                                             "has not been checked", "had a stent last year"]), ". ")
    if rr.chance(0.4):
        nb.add("Paternal grandmother had xanthomas. ")
    nb.add("Children: ", rr.pick(["none", "two, not yet screened", "one son, age unknown to patient"]) if c.age > 25 else "none", ".\n\n")
    nb.add("SOCIAL HISTORY:\n")
    prof = occupation(c)
    nb.add("Works as a ", ("PROFESSION", prof))
    if rr.chance(0.5):
        nb.add(" for ", ("ORGANIZATION", rr.pick(EMPLOYERS)))
    nb.add(". ", rr.pick(["Never smoker.", "Former smoker, quit 2 years ago.", "Smokes 1/2 ppd."]), " ",
           rr.pick(["Drinks 2-3 beers on weekends.", "No alcohol.", "1 glass of wine nightly."]), " ",
           rr.pick(["Married, lives with wife." if p.sex == "M" else "Married, lives with husband.",
                    "Lives alone.", "Lives with partner and two children."]), "\n\n")
    nb.add("PHYSICAL EXAMINATION:\n")
    nb.add("BP %d/%d, HR %d, Wt %d lb, BMI %.1f. " % (rr.int(112, 158), rr.int(64, 96), rr.int(56, 94),
                                                     rr.int(120, 260), rr.uni(21, 38)))
    nb.add(rr.pick(["Bilateral Achilles tendon xanthomas. ", "No xanthomas or xanthelasma. ",
                    "Xanthelasma of the left upper lid. "]),
           rr.pick(["Arcus cornealis present. ", "No arcus. "]), "RRR, no murmurs. Lungs clear. Pedal pulses 2+.\n\n")
    nb.add("LABORATORY DATA (", c.date(add_days(c.visit, -rr.int(3, 30))), "):\n")
    for ln in c.ppl_unit_lines(pnl):
        nb.add("  ", ln, "\n")
    nb.add("  TSH %.1f, ALT %d, creatinine %.2f, A1c %.1f%%\n\n" % (rr.uni(0.6, 4), rr.int(12, 50), rr.uni(0.6, 1.3), rr.uni(4.9, 6.4)))
    nb.add("ASSESSMENT AND PLAN:\n")
    dl = rr.int(5, 14)
    nb.add("1. ", rr.pick(["Probable", "Definite", "Possible"]) if dl < 9 else "Definite",
           " heterozygous familial hypercholesterolemia (DLCN score %d). " % dl,
           "Genetic testing ordered today", rr.pick([" through ", " with "]), ("ORGANIZATION", rr.pick(
               ["Helixgate Diagnostics", "Meridian Genomics", "Corvane Laboratories", "Pallister Genomics"])), ".\n")
    nb.add("2. ", rr.pick(["Start rosuvastatin 20 mg daily; add ezetimibe 10 mg if LDL-C remains above goal at 6 weeks.",
                           "Increase to rosuvastatin 40 mg and add ezetimibe 10 mg.",
                           "Statin intolerant - will pursue PCSK9 inhibitor; prior authorization to be submitted."]), "\n")
    nb.add("3. Lp(a) ", str(pnl["LPA"]), " nmol/L", " - elevated; discussed implications, aspirin not indicated." if pnl["LPA"] >= 125
           else " - not elevated; no repeat needed.", "\n")
    nb.add("4. Cascade screening: recommended lipid testing for first-degree relatives, including ", his, " ")
    if rr.chance(0.5):
        nb.add("children" if c.age > 30 else "siblings")
    else:
        nb.add("sister " if sib.sex == "F" else "brother ", ("FAMILY", sib.first))
    nb.add(".\n")
    nb.add("5. Coronary artery calcium score ordered.\n")
    nb.add("\nReturn visit in ", rr.pick(["6 weeks", "3 months", "4 months"]), " with fasting labs one week prior.\n")
    signoff(nb, c, cc=rr.chance(0.5), closing=rr.pick(["Sincerely,", "Thank you for this kind referral.",
                                                        "Best regards,"]))

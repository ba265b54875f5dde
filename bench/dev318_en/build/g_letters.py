"""Genres: lipid clinic letter, GP shared-care letter, genetic result letter."""

from blocks import (letterhead, ref_line, banner, signoff, history_para, exam_para,
                    scores_line, med_list, social)
from locale_fmt import add_days
from pools import GENE_LABS
from g_consult import consult_letter


def _dear_gp(nb, c):
    L = c.L
    rr = c.rr
    if rr.chance(0.5):
        nb.line(L.doc_title(), " ", ("DOCTOR", c.gp.fl()))
        nb.line(("HOSPITAL", c.practice))
        nb.line(L.address(town=c.practice_town, plain=True))
        nb.add("\n")
    nb.add(rr.pick(["Dear ", "Dear "]), L.doc_title(), " ", ("DOCTOR", c.gp.last), ",\n\n")


def lipid_clinic_letter(c, nb):
    L = c.L
    rr = c.rr
    if L.code == "US" or (L.code == "CA" and rr.chance(0.6)):
        return consult_letter(c, nb)
    p = c.pt
    he, his, him = p.pron()
    letterhead(nb, c)
    ref_line(nb, c)
    nb.add("\n")
    to_patient = rr.chance(0.25) and not L.us
    if to_patient:
        nb.line(p.title() + " ", ("PATIENT", p.full()))
        nb.line(L.address(town=c.addr_town))
        nb.add("\n", "Dear ", p.title(), " ", ("PATIENT", p.last), ",\n\n")
        banner(nb, c, addr=False)
    else:
        _dear_gp(nb, c)
        banner(nb, c)
    pnl = c.panel(treated=rr.chance(0.6))
    nb.line("Diagnoses:")
    dx = [rr.pick(["Heterozygous familial hypercholesterolaemia - genetically confirmed (" + c.variant_str() + ")",
                   "Clinical FH (DLCN probable), genetic test pending",
                   "Heterozygous FH, " + c.variant[0] + " variant " + c.variant[1],
                   "Severe primary hypercholesterolaemia, FH mutation not detected; polygenic score high"])]
    if pnl["LPA"] > 120:
        dx.append("Raised lipoprotein(a) %d nmol/L" % pnl["LPA"])
    dx += rr.sample(["Hypertension", "Statin-associated muscle symptoms (atorvastatin 40 mg)",
                     "Type 2 diabetes mellitus", "Coronary artery disease - PCI to RCA",
                     "Obesity (BMI 32)", "Subclinical hypothyroidism - treated"], rr.int(0, 2))
    for i, d in enumerate(dx):
        nb.line("%d. %s" % (i + 1, L.sp(d, d.replace("olaemia", "olemia"))))
    nb.line("\nCurrent medication:")
    for m in med_list(c):
        nb.line("- " + m)
    nb.add("\n")
    if not to_patient:
        nb.add(rr.pick(["I reviewed ", "Thank you for referring ", "I saw "]),
               "this ", ("AGE", str(c.age)), rr.pick(["-year-old ", " year old "]),
               rr.pick(["man", "gentleman"]) if p.sex == "M" else rr.pick(["woman", "lady"]),
               rr.pick([" in the lipid clinic today", " in clinic on " + "", " at the FH clinic"]))
        if nb.buf[-1].endswith("on "):
            nb.add(c.date(c.visit))
        if rr.chance(0.6):
            nb.add(rr.pick([" with ", ", accompanied by "]))
            if c.age < 40:
                crel = rr.pick(["partner", "mother", "father", "wife" if p.sex == "M" else "husband"])
            else:
                crel = rr.pick(["wife" if p.sex == "M" else "husband", "partner", "daughter", "son"])
            q = c.rel({"mother": "F", "wife": "F", "daughter": "F", "father": "M", "husband": "M", "son": "M"}.get(crel), 0.6)
            nb.add(his + " " + crel + " ", ("FAMILY", q.first), ".\n\n")
        else:
            nb.add(".\n\n")
    else:
        nb.add("It was good to meet you in the lipid clinic on ", c.date(c.visit),
               ". As promised, here is a summary of what we discussed.\n\n")
    history_para(nb, c)
    social(nb, c)
    exam_para(nb, c)
    nb.add("\n")
    nb.line("Results (", c.date(add_days(c.visit, -rr.int(3, 40))), "):")
    for ln in c.ppl_unit_lines(pnl):
        nb.line("  " + ln)
    nb.add("  ALT %d U/L, CK %d U/L, eGFR >90, TSH %.1f mU/L, HbA1c %d mmol/mol\n\n" % (
        rr.int(14, 48), rr.int(60, 310), rr.uni(0.6, 3.9), rr.int(34, 52)))
    scores_line(nb, c)
    nb.add("\nPlan:\n")
    plan = []
    plan.append(rr.pick(["Increase " + c.statin[0] + " to maximum tolerated dose and add ezetimibe 10 mg.",
                         "Continue current lipid-lowering therapy; adherence discussed.",
                         "Switch to rosuvastatin 20 mg and recheck lipids in 3 months.",
                         "Refer for PCSK9 inhibitor: LDL-C remains above the " + ("NICE TA393" if c.code == "GB" else "funding") + " threshold despite maximal therapy."]))
    plan.append(rr.pick(["FH genetic panel (LDLR, APOB, PCSK9, APOE) requested today.",
                         "Genetic result discussed; cascade testing of first-degree relatives to be offered.",
                         "Cascade testing letters to be sent via the FH nurse team."]))
    if rr.chance(0.6):
        nb_rel = rr.pick(["children", "siblings", "brother", "sister"] if c.age > 30 else ["siblings", "brother", "sister", "parents"])
        plan.append("Consent obtained to contact " + his + " " + nb_rel + ".")
    plan.append(rr.pick(["CT coronary angiogram requested given family history.",
                         "Carotid ultrasound not required at present.",
                         "Dietitian referral made.", "Repeat fasting lipids, LFT and CK in 3 months."]))
    for i, pl in enumerate(plan):
        nb.line("%d. %s" % (i + 1, pl))
    nb.add("\n")
    nb.add("Follow-up in ", rr.pick(["3", "4", "6", "12"]), " months")
    if rr.chance(0.5):
        nb.add(", provisionally ", c.date(add_days(c.visit, rr.int(90, 200))))
    nb.add(". ")
    if rr.chance(0.7):
        nb.add("Our FH nurse specialist, ", ("DOCTOR", c.nurse.fl()), ", can be contacted on ",
               ("PHONE", L.phone() + (L.ext() if rr.chance(0.3) else "")), " for any queries.")
    nb.add("\n")
    signoff(nb, c)


def gp_shared_care_letter(c, nb):
    L = c.L
    rr = c.rr
    p = c.pt
    he, his, him = p.pron()
    letterhead(nb, c)
    drug = rr.pick(["ezetimibe", "bempedoic acid", "bempedoic acid with ezetimibe",
                    "inclisiran (Leqvio) 284 mg", "evolocumab 140 mg", "alirocumab 75 mg",
                    "alirocumab 150 mg", "colesevelam"])
    title = rr.pick(["SHARED CARE AGREEMENT", "Shared Care Request", "Transfer of prescribing - shared care"])
    nb.line(title, " - ", drug)
    ref_line(nb, c)
    nb.add("\n")
    _dear_gp(nb, c)
    banner(nb, c, phone=rr.chance(0.4))
    nb.add(rr.pick(["I am writing to ask whether you would be willing to take over prescribing of ",
                    "We would be grateful if you would agree to share the care of ",
                    "Following today's review, I would like to request shared care for "]))
    if nb.buf[-1].endswith("care of "):
        nb.add(p.title(L.us), " ", ("PATIENT", p.last), " for ", drug, ". ")
    else:
        nb.add(drug, " for ", p.title(L.us), " ", ("PATIENT", p.last), ". ")
    nb.add(he.capitalize(), " has heterozygous FH (", c.variant[0], " ", c.variant[1], ") and ",
           rr.pick(["has been stable on treatment for six months", "tolerated the first two doses in clinic",
                    "had an LDL-C reduction of 58% at 12 weeks", "reports no adverse effects"]), ". ")
    nb.add("The first prescription was issued by the hospital on ", c.date(add_days(c.visit, -rr.int(30, 120))),
           " and ", his, " next supply is due ", rr.pick(["on ", "around "]),
           c.date(add_days(c.visit, rr.int(14, 40))), ".\n\n")
    nb.line("Specialist responsibilities:")
    nb.line("- Confirm diagnosis and initiate therapy; supply first 3 months")
    nb.line("- Review response (fasting lipids) at 12 weeks and annually thereafter")
    nb.line("- Advise GP on dose changes, interactions and stopping criteria")
    nb.line("\nGP responsibilities:")
    nb.line("- Prescribe " + drug + " at the dose stated above")
    nb.line("- Check LFTs at 3 and 12 months; CK only if muscle symptoms")
    nb.line("- Report suspected adverse reactions (Yellow Card / MedWatch as applicable)")
    nb.line("\nPatient responsibilities:")
    nb.line("- Attend blood tests and annual lipid clinic review")
    nb.line("- Store injections in the fridge (2-8 C); sharps bin provided\n")
    pnl = c.panel(treated=True)
    nb.add("Most recent results (", c.date(add_days(c.visit, -rr.int(2, 20))), "): TC ", c.fmt_ldl(pnl["TC"]),
           ", LDL-C ", c.fmt_ldl(pnl["LDL"]), ", HDL ", "%.1f" % pnl["HDL"] if not L.mgdl else c.fmt_ldl(pnl["HDL"]),
           ", TG ", c.fmt_tg(pnl["TG"]), " ", c.ldl_units(), "; ALT ", str(rr.int(12, 45)), " U/L.\n\n")
    nb.add("Contacts: lipid nurse helpline ", ("PHONE", L.phone()), " (Mon-Fri 09:00-16:00); ",
           "consultant secretary ", ("PHONE", c.hosp_phone + L.ext()), "; ")
    nb.add("secure email ", ("EMAIL", c.dept_email), ".\n")
    nb.add("Please sign below and return by fax to ", ("FAX", c.hosp_fax), " or email within 14 days.\n")
    signoff(nb, c, cc=False)
    nb.add("\n----------------------------------------------\nGP AGREEMENT\n")
    nb.add("I agree to share care of ", ("PATIENT", p.fl() if rr.chance(0.5) else p.LF()), " (", c.mrn[0], " ",
           ("MRN", c.mrn[1]), ")\n")
    nb.add("GP name: ", L.doc_title(), " ", ("DOCTOR", c.gp.fl()), "   ")
    nb.add(c.sign_license("doctor"))
    nb.add("\nPractice: ", ("HOSPITAL", c.practice), "   Tel: ", ("PHONE", L.phone()), "\n")
    nb.add("Signed: ______________   Date: ____/____/______\n")


def genetic_result_letter(c, nb):
    L = c.L
    rr = c.rr
    p = c.pt
    g, cdna, prot, cls = c.variant
    lab_is_org = rr.chance(0.5)
    lab = rr.pick(GENE_LABS) if lab_is_org else c.hospital
    if lab_is_org:
        nb.line(("ORGANIZATION", lab))
        nb.line(rr.pick(["Molecular Genetics Laboratory", "Clinical Genomics", "Inherited Cardiovascular Genetics"]))
    else:
        nb.line(rr.pick(["Regional Molecular Genetics Service", "Genomics Laboratory"]), ", ", ("HOSPITAL", lab))
    nb.line(L.address(oneline=True, plain=True))
    nb.line("Tel ", ("PHONE", L.phone()), "  |  ", ("EMAIL", L.email(dept=rr.pick(["genetics.lab", "molgen", "fh.genomics", "reports"]))))
    nb.add("\n")
    nb.line(rr.pick(["GENETIC TEST REPORT", "Molecular Genetics Report", "FH Gene Panel - Final Report"]))
    nb.line("=" * 40)
    labno = rr.pick(["G", "MG", "FH", "GEN"]) + str(c.visit.year % 100) + "-" + rr.digits(5)
    nb.line("Patient name:   ", ("PATIENT", p.LF()))
    nb.line("Date of birth:  ", c.date(c.dob), "     Sex: ", "Male" if p.sex == "M" else "Female")
    nb.line(c.mrn[0] + ":" + " " * max(1, 15 - len(c.mrn[0])), ("MRN", c.mrn[1]))
    if c.nat and rr.chance(0.6):
        nb.line(c.nat[0] + ": ", (c.nat[2], c.nat[1]))
    nb.line("Lab number:     ", ("IDNUM", labno))
    nb.line("Specimen ID:    ", ("IDNUM", rr.letters(2) + rr.digits(8)), "  (EDTA whole blood, 4 mL)")
    fam = "FAM" + rr.digits(5) if rr.chance(0.5) else "F" + rr.digits(4) + "-" + str(rr.int(1, 9))
    nb.line("Family ref:     ", ("IDNUM", fam))
    col = add_days(c.visit, -rr.int(20, 60))
    nb.line("Collected:      ", c.date(col), "   Received: ", c.date(add_days(col, rr.int(1, 4))))
    nb.line("Reported:       ", c.date(c.visit))
    nb.line("Referrer:       ", c.dr(c.cons, "full"), ", ", ("HOSPITAL", c.hospital))
    nb.add("\nReason for referral: ", rr.pick([
        "Clinical FH, DLCN score %d. Untreated LDL-C %s %s." % (rr.int(6, 14), c.fmt_ldl(rr.uni(5.5, 9)), c.ldl_units()),
        "Cascade testing - familial variant known in relative (see family ref).",
        "Tendon xanthomata and premature CHD in the family; ?FH."]), "\n")
    nb.add("Test: NGS panel (LDLR, APOB, PCSK9, LDLRAP1, APOE, ABCG5, ABCG8, LIPA) with MLPA of LDLR; "
           "LDL-C polygenic score (12 SNP).\n")
    nb.add(rr.pick(["ABCG5/ABCG8 (sitosterolaemia) and LIPA (Wolman disease / CESD): no relevant variants.\n",
                    "APOE genotype E3/E3 (excludes Fredrickson type III dysbetalipoproteinaemia pattern).\n",
                    "Coverage: 100% of coding regions at >20x.\n"]), "\n")
    positive = rr.chance(0.75)
    nb.line("RESULT")
    if positive:
        if cdna.startswith("exon"):
            nb.line("Heterozygous ", g, " ", cdna, " detected by MLPA")
        else:
            nb.line("Heterozygous ", g, " ", cdna, " ", prot, "   NM_000527.5" if g == "LDLR" else "")
        nb.line("Classification: ", cls.upper(), " (ACMG/AMP; PS3, PM1, PM2, PP4)")
        nb.add("\nInterpretation: This result confirms a genetic diagnosis of heterozygous familial "
               "hypercholesterolaemia in this patient. First-degree relatives have a 50% chance of carrying the "
               "variant and should be offered cascade testing. ")
        nb.add("The variant has been reported in ClinVar and in the Leiden Open Variation Database.\n")
    else:
        nb.line("No pathogenic or likely pathogenic variant detected.")
        nb.line("LDL-C SNP score: %d/12 (%s)" % (rr.int(5, 11), rr.pick(["top decile", "upper quartile", "not elevated"])))
        nb.add("\nInterpretation: A monogenic cause has not been identified. This does not exclude a clinical "
               "diagnosis of FH; a polygenic contribution is likely. Cascade testing by genotype is not possible; "
               "lipid testing of first-degree relatives is recommended.\n")
    nb.add("\n")
    sci = c.staff()
    nb.add("Reported by: ", ("DOCTOR", sci.fl()), ", Clinical Scientist")
    if rr.chance(0.6):
        nb.add(" (", c.sign_license("ahp"), ")")
    nb.add("\nAuthorised by: ", L.doc_title(), " ", ("DOCTOR", c.reg.fl()), ", Consultant Clinical Scientist, ",
           c.date(c.visit), "\n")
    if rr.chance(0.5):
        nb.add("\n--- covering letter ---\n")
        nb.add("Dear ", p.title(L.us), " ", ("PATIENT", p.last), ",\n")
        nb.add("Your blood sample was tested for changes in the genes that cause FH. ")
        if positive:
            nb.add("We found a change in the ", g, " gene which explains your high cholesterol. ")
            nb.add("Your children" if c.age > 24 else "Your parents")
            kids = rr.int(0, 2) if c.age > 24 else 0
            if kids:
                nb.add(", ")
                for i in range(kids):
                    q = c.rel(None, 0.9)
                    nb.add(("FAMILY", q.first), " (", ("AGE", str(rr.int(2, max(3, c.age - 20)))), ")")
                    nb.add(" and " if i < kids - 1 else ",")
            nb.add(" and your brothers and sisters can now have a simple test for this change. ")
        else:
            nb.add("We did not find a single gene change, but your treatment does not change. ")
        nb.add("Please ring the genetic counsellor, ", ("DOCTOR", c.gc.fl()) if rr.chance(0.5) else ("DOCTOR", c.nurse.fl()),
               ", on ", ("PHONE", L.phone()), " to talk about what this means for your family.\n")

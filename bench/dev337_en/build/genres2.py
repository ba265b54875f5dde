"""Genres: haemochromatosis clinic letter, HFE genetic result letter, family testing invitation."""
from core import (P, DR, FAM, USR, AGE, DT, ST, CITY, HOSP, ORG, LOC, MRN, SSN, HP, ACCT, LIC, DEV, VEH,
                  BIO, IDN, PH, FAX, EM, URL, IP, PROF, CTRY, idn, ip_private, username)
from locale_fmt import add_days
import blocks as B

GENO = {
    "hh": ("p.[Cys282Tyr];[Cys282Tyr]", "c.845G>A homozygous", "C282Y/C282Y", "HOMOZYGOUS for p.C282Y"),
    "hh_cpd": ("p.[Cys282Tyr];[His63Asp]", "c.845G>A / c.187C>G", "C282Y/H63D", "COMPOUND HETEROZYGOUS p.C282Y/p.H63D"),
    "het": ("p.[Cys282Tyr];[=]", "c.845G>A heterozygous", "C282Y/wild type", "HETEROZYGOUS (carrier) for p.C282Y"),
    "h63d": ("p.[His63Asp];[His63Asp]", "c.187C>G homozygous", "H63D/H63D", "HOMOZYGOUS for p.H63D"),
    "neg": ("no pathogenic variant detected", "p.C282Y and p.H63D not detected", "wild type", "NEGATIVE"),
}


def _salute(n, c, who):
    rng = c.rng
    if who == "gp":
        n.add(rng.choice(["Dear Dr ", "Dear Dr ", "Dear "]))
        n.add(DR(c.gp.name("last" if n.last == "Dear Dr " else "first")), ",\n\n")
    else:
        if rng.random() < 0.6:
            n.add("Dear ", c.pt.title, " ", P(c.pt.name("last")), ",\n\n")
        else:
            n.add("Dear ", P(c.pt.name("first")), ",\n\n")


def _gp_address(n, c):
    n.add(c.rng.choice(["Dr ", "Dr ", ""]), DR(c.gp.name(c.rng.choice(["full", "finit"]))), "\n", HOSP(c.practice), "\n",
          c.addr_lines("gp"), "\n\n")


def clinic_letter(c, n):
    rng, L = c.rng, c.L
    ser = B.series(c, 4, (14, 60))
    last = ser[-1]
    B.letterhead(n, c)
    n.add("\n")
    if rng.random() < 0.6:
        n.add("Our ref: ", DR(c.cons.name("init2")), "/", DR(c.sec.initials_lower()), "   ", L.mrn_label(rng), ": ",
              MRN(c.mrn), "\n")
    n.add("Clinic date: ", c.D(c.nd), "\n", "Date typed: ", c.D(c.later(1, 10)), "\n\n")
    _gp_address(n, c)
    _salute(n, c, "gp")
    n.add("Re: ", c.pname(rng.choice(["full", "fullmid", "upper"])), "  DOB: ", c.dob_item(), "\n", "    ",
          c.addr_lines(one_line=True), "\n")
    if c.natid and rng.random() < 0.5:
        n.add("    NHS No. " if c.country == "UK" else "    IHI ", MRN(c.natid), "\n")
    n.add("\nDiagnoses:\n", "1. ", B.dxtext(c))
    if rng.random() < 0.7:
        n.add(" - diagnosed ", c.D(add_days(c.nd, -rng.randint(200, 4000)), rng.choice(["month", "year", "mon3"])))
    pm = rng.sample(B.PMH, 2)
    n.add("\n", "2. ", pm[0], "\n")
    if rng.random() < 0.5:
        n.add("3. ", pm[1], "\n")
    n.add("\nCurrent results (", c.D(last["d"]), "): ferritin ", str(last["fer"]), " ", B.unit(c), ", TSAT ", str(last["tsat"]),
          "%, Hb ", B.hb_fmt(c, last["hb"]), " ", L.hb_unit, ", ALT ", str(last["alt"]), " U/L\n")
    n.add("\nPlan:\n- ", rng.choice(["Continue ", "Increase to weekly ", "Reduce to 3-monthly maintenance ",
                                    "Pause "]), L.ven, " at ", HOSP(c.unit), "\n- ",
          rng.choice(["Ferritin + FBC every 4th visit", "Ferritin monthly, FBC each visit", "Iron studies in 3 months"]),
          "\n- ", rng.choice(["FibroScan booked", "Liver USS requested", "MRI liver iron quantification (R2*) requested",
                             "HCC surveillance 6-monthly US + AFP", "No further liver imaging needed"]), "\n- Review in ",
          rng.choice(["3", "4", "6", "12"]), " months\n\n")
    pr, po = ("he", "his") if c.pt.sex == "M" else ("she", "her")
    n.add("I saw ", c.pt.title, " ", P(c.pt.name("last")), " in the ", rng.choice(["Haemochromatosis Clinic",
                                                                                 "Iron Clinic", "haematology clinic",
                                                                                 "joint liver/haematology clinic"]),
          " today")
    if rng.random() < 0.5:
        n.add(" with ", po, " ", c.spouse.rel, " ", FAM(c.spouse.name(rng.choice(["first", "full"]))))
    n.add(". ", rng.choice(["This ", "As you know, this "]), AGE(str(c.age)), "-year-old ", PROF(c.prof) if rng.random() < 0.6 else "patient",
          " was referred in ", c.D(ser[0]["d"], rng.choice(["month", "mon3"])), " with a ferritin of ", str(ser[0]["fer"]),
          " ", B.unit(c), ". ")
    n.add(pr.capitalize(), " has now had ", str(rng.randint(3, 40)), " venesections",
          rng.choice([" and tolerates them well. ", ", with one vasovagal episode early on. ",
                      " - the nurses report difficult access on the left. "]))
    n.add(rng.choice(["Fatigue has improved", "Energy is much better", "Still tired in the afternoons",
                      "Joint pain in both hands persists"]), rng.choice([", although ", ". "]))
    if n.last == ", although ":
        n.add(pr, " still has stiffness in the 2nd and 3rd MCP joints (typical 'iron fist'). ")
    n.add("There is no history of diabetes symptoms. ", rng.choice(
        [po.capitalize() + " alcohol intake is modest", po.capitalize() + " alcohol intake has reduced to ~6 units/week",
         pr.capitalize() + " drinks at weekends only"]), ". ")
    if rng.random() < 0.4:
        n.add(pr.capitalize(), " is ", rng.choice(["going to ", "travelling to ", "planning a trip to "]), CTRY(c.abroad()),
              " in ", c.D(c.later(20, 120), "month"), " and we will work the venesections around this. ")
    if rng.random() < 0.3:
        n.add("Work at ", ORG(c.employer), " has been flexible about appointments. ")
    if c.pt.sex == "F" and rng.random() < 0.5:
        n.add(pr.capitalize(), " is G", str(rng.randint(1, 4)), "P", str(rng.randint(1, 3)),
              " and post-menopausal, which fits with the later presentation. ")
    n.add("\n\n", "On examination ", " ".join(rng.sample(B.NEG_EXAM, 3)), " BMI ", "%.1f" % rng.uniform(21, 36), ". ")
    if rng.random() < 0.6:
        n.add("FibroScan on ", c.D(add_days(c.nd, -rng.randint(10, 300))), " was ", "%.1f" % rng.uniform(3.8, 14.5),
              " kPa (CAP ", str(rng.randint(190, 330)), " dB/m). ")
    n.add("\n\n", "Family screening: ")
    for f in rng.sample(c.fam, min(len(c.fam), rng.randint(1, 3))):
        B.fam_mention(n, c, f)
        n.add(rng.choice([" - C282Y homozygous, ferritin normal; ", " - carrier; ", " - not yet tested; ",
                          " - tested via ", " - declined testing; "]))
        if n.last == " - tested via ":
            n.add(HOSP(c.hosp2), "; ")
    n.add("I have given ", "him" if pr == "he" else "her", " letters for first-degree relatives.\n\n")
    if rng.random() < 0.5:
        n.add("In line with ", B.body(c), rng.choice([" guidance", " (2018) guidance", " recommendations"]),
              " we aim for a ferritin of 50-100 during maintenance. ")
    n.add("I have reminded ", c.pt.title, " ", P(c.pt.name("last")),
          " to avoid vitamin C supplements, iron-containing multivitamins and raw shellfish. ")
    if rng.random() < 0.5:
        n.add("Once maintenance is established ", pr, " may be able to donate at the ", HOSP(c.donor),
              " - I have given ", "him" if pr == "he" else "her", " the ", rng.choice(["blood service", "donor centre"]), " number (", PH(L.phone(rng)), "). ")
    n.add("We will see ", c.pt.title, " ", P(c.pt.name("last")), " again in clinic.\n")
    B.sign_doc(n, c, c.cons, rng.choice(["Consultant Haematologist", "Consultant Hepatologist",
                                         "Consultant in Haematology", "Locum Consultant Haematologist"]))
    B.cc_block(n, c, gp=False, pt=True)
    if rng.random() < 0.6:
        B.typist_line(n, c)


def hfe_result(c, n):
    rng, L = c.rng, c.L
    g = {"hh": "hh", "hh_cpd": "hh_cpd"}.get(c.dx) or rng.choice(["hh", "het", "neg", "h63d", "hh"])
    hgvs, cdna, short, word = GENO[g]
    coll = add_days(c.nd, -rng.randint(7, 30))
    recv = add_days(coll, rng.randint(1, 3))
    labref = idn(rng, "gen")
    k = rng.randrange(2)
    if k == 0:
        n.add(HOSP(c.genlab), "\n", rng.choice(["MOLECULAR GENETICS REPORT", "Genetic Test Report - HFE",
                                               "HFE GENOTYPING REPORT"]), "\n")
        if rng.random() < 0.5:
            n.add(ST(c.hstreet), ", ", CITY(c.htown), "   Tel ", PH(L.phone(rng)), "\n")
        n.add("\nLab ref: ", IDN(labref), "      Specimen no: ", IDN(idn(rng, "spec")), "\n")
        n.add("Patient: ", c.pname(rng.choice(["LASTFIRST", "LASTfirst"])), "\n", "DOB: ", c.dob_item(), "   Sex: ",
              {"M": "Male", "F": "Female"}[c.pt.sex], "\n", L.mrn_label(rng), ": ", MRN(c.mrn))
        if c.natid:
            n.add("   ", "NHS no: " if c.country == "UK" else "IHI: ", MRN(c.natid))
        n.add("\n", "Referrer: ", B.dr_item(c, rng.choice([c.gp, c.cons]), "full"), ", ",
              HOSP(rng.choice([c.practice, c.hosp])), "\n")
        n.add("Sample: EDTA whole blood  Collected: ", c.D(coll, "num"), "  Received: ", c.D(recv, "num"), "\n")
        n.add("Reason for test: ", rng.choice(["raised ferritin and TSAT", "family history - " + rng.choice(["sibling", "parent", "child"]) +
                                              " C282Y homozygous", "?haemochromatosis", "arthropathy + raised TSAT"]), "\n\n")
        n.add("Test: HFE targeted genotyping (c.845G>A p.Cys282Tyr; c.187C>G p.His63Asp)\n",
              "Method: ", rng.choice(["real-time PCR with melt-curve analysis", "allele-specific PCR", "Sanger sequencing of exons 2 and 4"]),
              "\n\n", "RESULT: ", word, "\n", "HGVS: ", "HFE(NM_000410.4):", hgvs, "\n\n")
        n.add("Interpretation: ")
        if g in ("hh", "hh_cpd"):
            n.add("This result confirms a genetic predisposition to HFE haemochromatosis. Penetrance is incomplete; clinical "
                  "correlation with ferritin and transferrin saturation is required. ")
        elif g == "het":
            n.add("Carrier of p.C282Y only. Carriers do not usually develop clinically significant iron overload; "
                  "a raised ferritin should prompt a search for other causes. ")
        elif g == "h63d":
            n.add("H63D homozygosity is rarely associated with significant iron overload. ")
        else:
            n.add("The common HFE variants were not detected. This does not exclude non-HFE haemochromatosis "
                  "(e.g. TFR2, HJV, SLC40A1). ")
        n.add("\n", "Cascade testing: ", rng.choice(["recommended for first-degree relatives (siblings, children).",
                                                    "offered to siblings and adult children via the referring clinician."])
              if g in ("hh", "hh_cpd") else "not routinely indicated.", "\n\n")
        n.add("Reported: ", c.D(c.nd, "num"), "\n", "Authorised by: ", DR(c.sci.name(rng.choice(["full", "fullmid"]))), ", ",
              rng.choice(["Clinical Scientist", "Principal Clinical Scientist", "Consultant Clinical Scientist"]))
        if c.country == "UK" and rng.random() < 0.6:
            n.add(" (HCPC ", LIC("CS" + "".join(rng.choice("0123456789") for _ in range(5))), ")")
        n.add("\n", "Checked by: ", DR(c.clerk.name("finit")), "\n")
        if rng.random() < 0.5:
            n.add("Report also available at ", URL(rng.choice(["https://results.example.net/genomics",
                                                               "www.example.org/labresults"])), " (clinician login)\n")
    else:
        B.letterhead(n, c)
        n.add("\n", c.D(c.nd, rng.choice(["long", "ordinal", "num"])), "\n\n", "Private and Confidential\n",
              c.pt.title, " ", P(c.pt.name(rng.choice(["full", "fullmid"]))), "\n", c.addr_lines(), "\n\n")
        _salute(n, c, "pt")
        n.add("Your genetic test result (haemochromatosis)\n", "Lab reference ", IDN(labref), "\n\n")
        n.add("Thank you for giving a blood sample on ", c.D(coll, rng.choice(["long", "dow", "ordinal"])),
              ". The test looked at the HFE gene, which is the commonest cause of genetic haemochromatosis. ")
        if g in ("hh", "hh_cpd"):
            n.add("The test showed that you have two copies of the ", "C282Y" if g == "hh" else "C282Y and H63D",
                  " change (", short, "). This means you are at risk of storing too much iron. Your ferritin was ",
                  str(rng.randint(300, 2500)), " ", B.unit(c), " and transferrin saturation ", str(rng.randint(55, 95)),
                  "%, so we will arrange ", L.ven, " at ", HOSP(c.unit), ". ")
            n.add("Because this is inherited, your brothers, sisters and children have a chance of carrying the same changes. ")
            if rng.random() < 0.7:
                f = c.fam_pick(["brother", "sister", "son", "daughter"])
                n.add("You mentioned your ", f.rel, " ", FAM(f.name(rng.choice(["first", "full"]))),
                      rng.choice([" lives in ", " is living in ", " is now in "]),
                      CTRY(c.abroad()) if rng.random() < 0.4 else CITY(rng.choice(B.PL.TOWNS[c.country])),
                      "; we have enclosed a letter you can pass on. ")
        else:
            n.add("The result was ", short, ". ", rng.choice(["This means you are a carrier and are very unlikely to develop iron overload. ",
                                                            "This does not explain your raised ferritin, and Dr "]))
            if n.last.endswith("Dr "):
                n.add(DR(c.cons.name("last")), " will look for other causes such as fatty liver or alcohol. ")
        n.add("\n\n", "If you have questions please ring the ", rng.choice(["genetics nurses", "iron clinic", "CNS team"]),
              " on ", PH(c.unit_phone), " or email ", EM(c.unit_email), ". Leaflets: ", URL(c.url), "\n")
        B.sign_doc(n, c, rng.choice([c.cons, c.reg]), rng.choice(["Consultant Clinical Geneticist", "Genetic Counsellor",
                                                                  "Consultant Haematologist", "Specialty Registrar, Clinical Genetics"]))
        n.add("\n", "cc: ", B.dr_item(c, c.gp, "full"), ", ", HOSP(c.practice), "\n")


def family_invite(c, n):
    """The addressee (invitee) is the patient; the diagnosed relative is FAMILY."""
    rng, L = c.rng, c.L
    prob = c.fam_pick(["brother", "sister", "father", "mother", "son", "daughter", "cousin"])
    inv_rel = {"brother": "sibling", "sister": "sibling", "father": "parent", "mother": "parent", "son": "child",
               "daughter": "child", "cousin": "cousin"}.get(prob.rel, "relative")
    ref = idn(rng, "ref")
    B.letterhead(n, c)
    n.add("\n", c.D(c.nd, rng.choice(["long", "num", "ordinal"])), "\n")
    if rng.random() < 0.5:
        n.add("Ref: ", IDN(ref), "\n")
    n.add("\n", rng.choice(["PRIVATE & CONFIDENTIAL", "Strictly confidential - addressee only", "Private and Confidential"]), "\n",
          c.pt.title, " ", P(c.pt.name(rng.choice(["full", "fullmid", "finit"]))), "\n", c.addr_lines(), "\n\n")
    _salute(n, c, "pt")
    n.add(rng.choice(["Invitation: testing for haemochromatosis in your family",
                      "Haemochromatosis - information for relatives",
                      "Family (cascade) testing for HFE haemochromatosis"]), "\n\n")
    named = rng.random() < 0.6
    if named:
        n.add("Your ", prob.rel if rng.random() < 0.5 else "relative", ", ", FAM(prob.name(rng.choice(["full", "first"]))),
              ", has been diagnosed with genetic haemochromatosis and has given us permission to write to you. ")
    else:
        n.add("A member of your family has been diagnosed with genetic haemochromatosis and has asked us to contact you. "
              "For reasons of confidentiality we cannot share their details without their consent. ")
    n.add("Haemochromatosis is a common inherited condition in which the body absorbs too much iron from food. "
          "Untreated, the extra iron can damage the liver, joints, pancreas and heart. Treatment is simple: regular removal "
          "of blood (", L.ven, "), much like giving a blood donation.\n\n")
    risk = {"sibling": "As a brother or sister of someone who is affected, you have about a 1 in 4 chance of having the same "
                       "two gene changes.", "child": "As a parent or child you will carry at least one of the gene changes.",
            "parent": "As a parent or child you will carry at least one of the gene changes."}.get(
        inv_rel, "Your chance of being affected is lower, but testing is still worthwhile.")
    n.add(risk, " We recommend a blood test for HFE genotype, ferritin and transferrin saturation. ")
    n.add("You can have this done ", rng.choice(["at your own " + L.gp + "'s practice", "at our phlebotomy clinic", "at either your " + L.gp + " practice or our clinic"]))
    if "our" in n.last and rng.random() < 0.7:
        n.add(" (our clinic is in ", LOC(c.building), ", ", HOSP(c.hosp), ")")
    n.add(". Please bring this letter and the enclosed request form.\n\n")
    n.add("To book, please phone ", PH(c.unit_phone), " (Mon-Fri 09:00-16:00)")
    if rng.random() < 0.6:
        n.add(" or email ", EM(c.unit_email))
    n.add(", quoting reference ", IDN(ref), ". ")
    if rng.random() < 0.5:
        n.add("If you live abroad (for example in ", CTRY(c.abroad()), "), show this letter to your own doctor. ")
    n.add("Further information is available at ", URL(c.url), ".\n\n")
    if rng.random() < 0.5:
        n.add("If we have not heard from you by ", c.D(c.later(30, 90), rng.choice(["long", "num"])),
              " we will not contact you again unless you ask us to.\n")
    n.add("\nYours sincerely,\n\n", DR(c.cns.name(rng.choice(["full", "fullmid"]))), "\n",
          rng.choice(["Clinical Nurse Specialist, Haemochromatosis", "Genetic Counsellor", "Family Screening Coordinator",
                      "Haemochromatosis CNS"]), "\n")
    if rng.random() < 0.4:
        n.add("Direct line ", PH(L.phone(rng) + rng.choice(["", " " + L.ext(rng)])), "\n")
    if rng.random() < 0.5:
        n.add("on behalf of ", B.dr_item(c, c.cons, "full"), ", Consultant Haematologist\n")
    n.add("\nEnc: ", rng.choice(["HFE information leaflet; blood request form", "leaflet, form, FAQ",
                                 "request form (valid 6 months)"]), "\n")
    if rng.random() < 0.5:
        n.add("cc: ", B.dr_item(c, c.gp, "full"), ", ", HOSP(c.practice), " (", L.gp, ")\n")

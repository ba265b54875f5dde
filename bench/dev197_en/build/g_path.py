"""Genres: histopathology report of GI biopsies, bowel screening programme letter."""
from core import P, R, ch, chance, ri, rf, wchoice
import ents as E
import common as C

# (site names, clinical(), macro(), micro, diagnosis)
COL = ["ascending", "transverse", "sigmoid", "descending", "caecal", "hepatic flexure"]


def _sz():
    return "%d x %d x %d mm" % (ri(3, 15), ri(2, 10), ri(1, 6))


SPEC = [
    (["Colon, %s, polyp" % x for x in COL], lambda: "polyp %d mm, cold snare" % ri(4, 9),
     lambda: "A polypoid fragment %s. Bisected and all embedded (1 cassette)." % _sz(),
     "Tubular architecture with low-grade dysplasia; no high-grade dysplasia or invasion. Margins clear.",
     "Tubular adenoma with low-grade dysplasia, completely excised."),
    (["Colon, %s, polyp" % x for x in COL], lambda: "polyp %d mm, hot snare" % ri(12, 30),
     lambda: "A polypoid fragment %d x %d x %d mm with diathermied base, inked and serially sliced; all embedded." % (
         ri(12, 30), ri(8, 20), ri(5, 12)),
     "Villous component ~30%; focal high-grade dysplasia; no submucosal invasion. Diathermy margin clear by 1.5 mm.",
     "Tubulovillous adenoma with focal high-grade dysplasia, excised."),
    (["Colon, %s, polyp" % x for x in COL[:2] + COL[4:]], lambda: "flat lesion %d mm, EMR" % ri(10, 35),
     lambda: "Multiple fragments aggregating %s; all embedded." % _sz(),
     "Serrated crypts with basal dilatation and boot shapes; no cytological dysplasia.",
     "Sessile serrated lesion without dysplasia."),
    (["Rectum, polyp", "Sigmoid colon, polyp"], lambda: "diminutive polyp %d mm" % ri(2, 5),
     lambda: "A single fragment %d x %d x %d mm; embedded whole." % (ri(2, 5), ri(2, 4), ri(1, 3)),
     "Serrated luminal crypts confined to upper half; normal proliferative zone.",
     "Hyperplastic polyp."),
    (["Oesophagus, distal, biopsies", "Oesophagus, Barrett's segment, biopsies"],
     lambda: "Barrett's surveillance, C%dM%d" % (ri(0, 4), ri(1, 8)),
     lambda: "%d tan fragments, largest %d mm; all embedded." % (ri(4, 8), ri(2, 4)),
     "Columnar mucosa with goblet cells; surface maturation present; no dysplasia. p53 wild-type pattern.",
     "Barrett's oesophagus with intestinal metaplasia, negative for dysplasia."),
    (["Stomach, antrum, biopsies", "Stomach, body, biopsies", "Stomach, antrum and incisura, biopsies"],
     lambda: "gastritis, CLO %s" % ch(["positive", "negative", "pending"]),
     lambda: "%d fragments, %d to %d mm; all embedded." % (ri(2, 5), ri(1, 2), ri(3, 4)),
     "Chronic active inflammation with lymphoid aggregates; Giemsa shows curved bacilli; no intestinal metaplasia.",
     "Chronic active gastritis, Helicobacter pylori present."),
    (["Duodenum, D2, biopsies", "Duodenum, D1 and D2, biopsies"], lambda: "?coeliac, tTG-IgA %d U/mL" % ri(20, 250),
     lambda: "%d fragments, largest %d mm; all embedded." % (ri(4, 6), ri(2, 4)),
     "Subtotal villous atrophy, crypt hyperplasia, intraepithelial lymphocytes >40/100 enterocytes.",
     "Duodenal mucosa with villous atrophy consistent with coeliac disease (Marsh 3b)."),
    (["Colon, random, biopsies"], lambda: "chronic watery diarrhoea %d weeks" % ri(6, 30),
     lambda: "Eight fragments (right %d, left %d, rectal %d); all embedded." % (ri(2, 3), ri(2, 3), ri(2, 3)),
     "Thickened subepithelial collagen band (~18 um) with lamina propria inflammation.",
     "Collagenous colitis."),
    (["Oesophagus, proximal and distal, biopsies", "Oesophagus, mid, biopsies"],
     lambda: "dysphagia, food bolus x%d" % ri(1, 3),
     lambda: "%d fragments, largest %d mm; all embedded." % (ri(4, 7), ri(2, 4)),
     "Peak eosinophil count 45 per high-power field with microabscesses and basal zone hyperplasia.",
     "Eosinophilic oesophagitis."),
    (["Terminal ileum, biopsies"], lambda: "?Crohn's, calprotectin %d ug/g" % ri(150, 2400),
     lambda: "%d fragments, %d to %d mm; all embedded." % (ri(2, 4), ri(1, 2), ri(3, 5)),
     "Active ileitis with crypt abscesses, pyloric gland metaplasia and a non-caseating granuloma.",
     "Chronic active ileitis with granuloma, in keeping with Crohn's disease."),
    (["Liver, core biopsy"], lambda: "raised ALT, FibroScan %.1f kPa" % rf(8, 20),
     lambda: "A core %d mm long, 1 mm diameter; embedded whole." % ri(12, 25),
     "Macrovesicular steatosis 40%, lobular inflammation, ballooning; perisinusoidal and portal fibrosis with bridging.",
     "Steatohepatitis (MASH), NAS 6, fibrosis stage F3 (Kleiner)."),
]


def g_histopath(n, c):
    if chance(0.6):
        n.add([c.hospital(), "\n", ch(["Department of Anatomical Pathology", "Laboratory Medicine - Histopathology",
                                      "Anatomic Pathology Laboratory"]), "\n"])
    else:
        n.add([c.lab(), "\n", ch(["Histology Department", "Anatomical Pathology"]), "\n"])
    a = c.hosp_addr
    if chance(0.6):
        n.add(c.addr_line(a) + ["\n"])
    n.add(["Enquiries: ", c.phone(ext=chance(0.4))])
    if chance(0.5):
        n.add(["   Fax: ", c.fax()])
    n.add("\n\n")
    n.add(ch(["SURGICAL PATHOLOGY REPORT", "HISTOPATHOLOGY REPORT", "Histology Report - FINAL"]) + "\n")
    acc = c.accession()
    n.add(["Lab No.: " if not c.ca else "Accession #: ", acc, "\n"])
    C.pt_block(n, c, card=chance(0.5))
    req = E.staff_name(c)
    n.add(["Requesting clinician: "] + req.dr(True) + [" (", ch(["Endoscopy Unit", "GI Clinic", "Day Procedures"]), ", ",
                                                       c.hospital() if chance(0.6) else c.clinic(), ")\n"])
    if chance(0.6):
        cc = E.staff_name(c)
        n.add(["Copy to: "] + cc.dr(True) + ["\n"])
    n.add(["Collected: ", c.d(-ri(1, 3)), "   Received: ", c.d(-ri(0, 1)), "   Reported: ", c.d(ri(0, 4)), "\n"])
    if chance(0.4):
        n.add(["Requisition: ", c.order_no(), "\n"])
    k = wchoice([(1, 3), (2, 4), (3, 2), (4, 1)])
    specs = R.sample(SPEC, k)
    n.add("\nCLINICAL DETAILS\n")
    clin = [sp[1]() for sp in specs]
    n.add("; ".join(clin) + ".\n")
    n.add("\nSPECIMENS\n")
    labs = "ABCD"
    names = []
    for i, sp in enumerate(specs):
        nm = ch(sp[0])
        names.append(nm)
        n.add("%s. %s\n" % (labs[i], nm))
    n.add("\nMACROSCOPIC DESCRIPTION\n")
    for i, sp in enumerate(specs):
        n.add("%s. Received in formalin labelled with the patient's name and \"%s\". " % (labs[i], names[i].lower()))
        nb = ri(1, 3)
        n.add(sp[2]() + (" (%s1)\n" % labs[i] if nb == 1 else " (%s1-%s%d)\n" % (labs[i], labs[i], nb)))
    if chance(0.5):
        gr = E.staff_name(c)
        n.add(["Macro: ", gr.lower_initials(), "/", E.staff_name(c).lower_initials(), "\n"])
    n.add("\nMICROSCOPIC DESCRIPTION\n")
    for i, sp in enumerate(specs):
        n.add("%s. %s\n" % (labs[i], sp[3]))
    n.add("\nDIAGNOSIS\n")
    for i, sp in enumerate(specs):
        n.add("%s. %s: %s\n" % (labs[i], names[i].upper(), sp[4]))
    if chance(0.45):
        n.add(["\nCOMMENT\n", ch(["Findings were discussed with ", "Result phoned to "])])
        n.add(req.dr(False))
        n.add([" on ", c.d(ri(0, 4)), " at ", C.tm(9, 17), ". "])
        n.add(ch(["Surveillance per national guidelines.", "Correlation with serology advised.",
                  "Further levels examined; no invasive carcinoma.", "Second opinion obtained internally."]) + "\n")
    if chance(0.3):
        n.add(["Previous pathology: ", c.accession(), " (", c.d(-ri(200, 2000), ch([None, "my"])), ").\n"])
    pa = E.staff_name(c)
    n.add(["\nPathologist: "] + pa.dr(True) + [", " + ch(["FRCPC", "FRCPA", "MD, FRCPC", "MBChB, FRCPA"])])
    if chance(0.4):
        l, v = c.licence_no()
        n.add([" (" + l + " ", v, ")"])
    n.add(["\nElectronically verified ", c.d(ri(0, 4)), " ", C.tm(8, 18)])
    if chance(0.45):
        n.add([" by user ", pa.username()])
    n.add("\n")
    if chance(0.3):
        n.add(["Report delivered to ", req.email(), " and ", c.clinic(), " inbox.\n"])
    n.add("*** END OF REPORT ***\n")


def g_screening(n, c):
    nz = not c.ca
    prog = "National Bowel Screening Programme" if nz else ch(["Provincial Colorectal Screening Program",
                                                               "Colon Cancer Screening Program"])
    n.add(prog + "\n")
    n.add([ch(["Screening Hub - ", "Regional Coordination Centre, ", "Bowel Screening Service, "]), c.hospital(), "\n"])
    a = c.hosp_addr
    n.add(c.addr_line(a) + ["\n"])
    n.add(["Freephone ", c.phone(tollfree=True, ext=False), " | ", c.url("screen")])
    if chance(0.5):
        n.add([" | ", c.dept_email(ch(["bowelscreening", "screening.hub", "fit.enquiries"]))])
    n.add("\n\n")
    n.add([c.d(0, ch([None, "long_dmy" if nz else "long_mdy"])), "\n\n"])
    pt = c.pt
    pa = c.address()
    n.add(pt.titled_full() if chance(0.6) else [pt.full_mid()])
    n.add("\n")
    n.add(c.addr_block(pa, country=chance(0.15)))
    n.add("\n")
    n.add(["Participant ID: ", P(("NBSP-" if nz else "CSP-") + E.digits(8), "IDNUM")])
    if nz:
        n.add(["    NHI: ", c.mrn()])
    elif chance(0.6):
        lab, hc = c.healthcard()
        n.add(["    " + lab + ": ", hc])
    n.add("\n\n")
    greet = ch(["Dear ", "Dear ", "Kia ora "]) if nz else ch(["Dear ", "Dear "])
    n.add(greet)
    n.add(pt.titled() if greet == "Dear " and chance(0.7) else pt.first_only())
    n.add(",\n\n")
    res = wchoice([("neg", 4), ("pos", 5), ("spoilt", 1)])
    n.add(ch(["Re: Your bowel screening test result\n\n", "RESULT OF YOUR FAECAL IMMUNOCHEMICAL TEST (FIT)\n\n",
              "Your bowel screening result\n\n"]))
    n.add(["Thank you for completing your bowel screening test kit (kit number ",
           P(E.letters(1) + E.digits(4) + "-" + E.digits(4), "IDNUM"), "). Your sample was collected on ",
           c.d(-ri(6, 20)), " and received by the laboratory on ", c.d(-ri(2, 5)), ".\n\n"])
    gp = E.staff_name(c)
    gpc = c.clinic()
    if res == "neg":
        n.add("We are pleased to tell you that no blood was found in your sample. This is called a negative result. "
              "A negative result does not rule out bowel cancer completely, so please see your doctor if you notice "
              "bleeding from your bottom, a change in bowel habit that lasts more than 6 weeks, or unexplained weight loss.\n\n")
        n.add(["You will be invited to screen again in two years, around ", P(c.fmt(c.day(730 + ri(-20, 20)), "my"), "DATE"),
               ", if you are still within the eligible age range.\n\n"])
    elif res == "pos":
        n.add("Your test found a small amount of blood in your sample (%d ug Hb/g faeces). This is called a positive result. "
              "It does not mean you have cancer - most people with a positive result do not - but you should have a "
              "colonoscopy to find the cause.\n\n" % ri(15, 600))
        nurse = E.staff_name(c, "F" if chance(0.8) else "M")
        n.add(["Our screening nurse, ", nurse.full(), ", will phone you within 10 working days. "])
        if chance(0.6):
            n.add(["A pre-assessment has been provisionally booked for ", c.d(ri(10, 30), "wk"), " at ", C.tm(8, 15),
                   " at the ", c.hospital(), " Endoscopy Unit", "" if chance(0.5) else [" (", c.hosp_addr["street"], ")"],
                   ". "])
        n.add(["Bowel preparation instructions are available at ", c.url("prep"), ".\n\n"])
        if nz and chance(0.5):
            n.add("Whanau are welcome to attend with you. Interpreter services are free.\n\n")
    else:
        n.add("Unfortunately we could not test your sample because it was %s. Please complete the enclosed "
              "replacement kit and return it in the reply-paid envelope.\n\n" % ch(
                  ["received more than 7 days after collection", "missing the collection date", "damaged in the post"]))
    n.add(["We have also sent this result to your doctor, "] + gp.dr(True) + [", at ", gpc, ".\n\n"])
    n.add(["If you have questions, please call us on ", c.phone(tollfree=chance(0.5), ext=False),
           " (Monday to Friday, 8 am - 5 pm)"])
    if chance(0.4):
        n.add([" or email ", c.dept_email(ch(["bowel.screening", "screening.nurses", "nbsp.hub"]))])
    n.add(".\n\n")
    n.add(ch(["Yours sincerely,\n\n", "Nga mihi nui,\n\n" if nz else "Sincerely,\n\n", "Kind regards,\n\n"]))
    co = E.staff_name(c)
    if chance(0.5):
        n.add([co.full(), "\n", ch(["Programme Coordinator", "Screening Hub Manager", "Participant Liaison"]), "\n"])
    else:
        n.add(co.dr(True) + ["\nClinical Director, Bowel Screening\n"])
    if chance(0.3):
        n.add(["\nLetter ref: ", P("L" + E.digits(9), "IDNUM"), "  Generated by ", co.username(), "\n"])
    if chance(0.3):
        n.add(["\ncc: "] + gp.dr(False) + [", ", P(gpc.text, "HOSPITAL"), "\n"])

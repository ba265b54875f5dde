"""Genres: endoscopy report, capsule endoscopy report, ERCP procedure note."""
from core import P, R, ch, chance, ri, rf, wchoice
import ents as E
import common as C

SEG = ["caecum", "ascending colon", "hepatic flexure", "transverse colon",
       "splenic flexure", "descending colon", "sigmoid colon", "rectum"]


def _polyp(i):
    sz = ri(2, 28)
    site = ch(SEG)
    morph = ch(["0-Is", "0-Ip", "0-IIa", "0-IIa+Is", "sessile", "pedunculated", "flat"])
    if sz < 10:
        how = ch(["cold snare", "cold snare", "cold forceps"])
    elif sz < 20:
        how = ch(["hot snare", "cold snare", "EMR with lifting (Eleview)"])
    else:
        how = ch(["piecemeal EMR", "EMR en bloc", "hot snare after saline lift"])
    extra = ""
    if sz >= 20:
        extra = ", SMSA level %d, margins treated with snare-tip soft coagulation" % ri(2, 4)
    if chance(0.2):
        extra += ", site tattooed with SPOT 3 cm distal"
    desc = ch(["", "adenomatous-appearing ", "hyperplastic-appearing ", "serrated-appearing "])
    return "%d. %d mm %spolyp (Paris %s) in the %s, removed by %s%s; retrieved (jar %s).\n" % (
        i + 1, sz, desc, morph, site, how, extra, "ABCDEFG"[i]), sz


def _team(n, c):
    doc = E.staff_name(c)
    n.add(["Endoscopist: "] + doc.dr(True))
    if chance(0.4):
        fel = E.staff_name(c)
        n.add(["   Fellow: "] + fel.dr(True))
    n.add("\n")
    nurses = [E.staff_name(c, "F" if chance(0.8) else "M") for _ in range(ri(1, 2))]
    n.add("Nursing: ")
    for i, x in enumerate(nurses):
        if i:
            n.add(" and ")
        n.add(x.cred("RN"))
    n.add("\n")
    return doc, nurses


def g_endoscopy(n, c):
    C.letterhead(n, c, ch(["Endoscopy Unit", "Gastroenterology & Endoscopy",
                           "Digestive Health Endoscopy Suite", "Day Procedure Unit - Endoscopy"]),
                 url=chance(0.15))
    n.add(ch(["ENDOSCOPY REPORT", "PROCEDURE REPORT - ENDOSCOPY", "Endoscopy Procedure Note",
              "GI ENDOSCOPY REPORT"]) + "\n\n")
    C.pt_block(n, c, card=chance(0.7), acct=chance(0.5))
    proc = wchoice([("gastroscopy", 3), ("colonoscopy", 5), ("both", 3), ("flexi", 1)])
    pname = {"gastroscopy": ch(["Gastroscopy (OGD)", "Upper GI endoscopy", "EGD"]),
             "colonoscopy": ch(["Colonoscopy", "Total colonoscopy", "Colonoscopy with polypectomy"]),
             "both": ch(["Gastroscopy and colonoscopy", "Bidirectional endoscopy (OGD + colonoscopy)"]),
             "flexi": "Flexible sigmoidoscopy"}[proc]
    ts = C.tstyle()
    t0 = ri(7 * 60, 16 * 60)
    n.add(["Date of procedure: ", c.d(0, ch([None, None, "wk"])), "   Time in: ", C.tf(t0, ts), "\n"])
    n.add(["Location: Endoscopy Room ", P(str(ri(1, 9)), "LOCATION_OTHER"), "\n"])
    doc, nurses = _team(n, c)
    gp = E.staff_name(c)
    gpc = c.clinic()
    n.add(["Referring physician: "] + gp.dr(True) + [" (", gpc, ")\n"])
    n.add("Procedure: " + pname + "\n")
    ind = []
    if proc in ("gastroscopy", "both"):
        ind.append(ch(["dyspepsia, age >60", "iron deficiency anaemia (Hb %d g/L, ferritin %d)" % (ri(78, 118), ri(3, 14)),
                       "dysphagia to solids x %d months" % ri(1, 8), "Barrett's surveillance",
                       "variceal screening in cirrhosis", "coeliac serology positive (tTG-IgA %d U/mL)" % ri(25, 200),
                       "persistent reflux despite PPI BD"]))
    if proc in ("colonoscopy", "both", "flexi"):
        ind.append(ch(["positive FIT (%d ug Hb/g)" % ri(15, 400), "change in bowel habit",
                       "rectal bleeding", "post-polypectomy surveillance",
                       "family history of colorectal cancer (first-degree relative at %d)" % ri(40, 65),
                       "IBD surveillance, pancolitis x %d years" % ri(8, 25),
                       "chronic diarrhoea, ?microscopic colitis"]))
    n.add("Indication: " + "; ".join(ind) + "\n")
    if chance(0.3):
        n.add(["Previous procedure: ", c.d(-ri(300, 2500), ch([None, "my"])), " at ",
               c.other_hospital(), "\n"])
    n.add("ASA class: %s\n" % ch(["I", "II", "II", "III"]))
    n.add("Consent: Written informed consent obtained after discussion of risks including "
          "bleeding, perforation and missed lesions.\n")
    sed = wchoice([("Midazolam %d mg IV, fentanyl %d mcg IV" % (ri(1, 4), ch([25, 50, 75, 100])), 5),
                   ("Propofol (anaesthesia-administered)", 2), ("Unsedated, throat spray only", 1),
                   ("Entonox self-administered", 1)])
    n.add("Sedation: " + sed + "\n")
    if sed.startswith("Propofol"):
        an = E.staff_name(c)
        n.add(["Anaesthetist: "] + an.dr(True) + ["\n"])
    n.add("Instrument(s): ")
    if proc in ("gastroscopy", "both"):
        n.add(["Olympus GIF-H190 (SN ", c.scope_sn(), ")"])
        if proc == "both":
            n.add("; ")
    if proc in ("colonoscopy", "both", "flexi"):
        n.add([ch(["Olympus CF-HQ190L", "Olympus PCF-H190DL", "Pentax EC-3890Li", "Fujifilm EC-760ZP-V"]),
               " (", ch(["SN ", "S/N ", "serial "]), c.scope_sn(), ")"])
    n.add("\n")
    if chance(0.2):
        n.add(["CO2 insufflator serial ", c.serial("UCR"), "\n"])
    n.add("\nFINDINGS\n")
    specs = 0
    imp = []

    def pick(opts):
        f, m = ch(opts)
        n.add(f + "\n")
        if m:
            imp.append(m)

    if proc in ("gastroscopy", "both"):
        pick([("Oesophagus: normal mucosa, Z-line regular at %d cm." % ri(37, 41), None),
              ("Oesophagus: LA grade %s oesophagitis; %d cm hiatus hernia." % (ch("ABCD"), ri(2, 5)),
               "Reflux oesophagitis with hiatus hernia; PPI BD for 8 weeks."),
              ("Oesophagus: salmon-coloured mucosa, Prague C%dM%d; Seattle protocol biopsies taken." % (ri(0, 4), ri(1, 7)),
               "Suspected Barrett's oesophagus; await histology."),
              ("Oesophagus: grade %d varices in distal third with red wale signs; %d bands applied." % (ri(2, 3), ri(2, 6)),
               "Oesophageal varices, banded; repeat EVL in 2-4 weeks."),
              ("Oesophagus: rings and linear furrows; biopsies proximal and distal for ?EoE.",
               "Features suggestive of eosinophilic oesophagitis.")])
        pick([("Stomach: mild antral erythema; CLO test taken (result pending); Sydney protocol biopsies.",
               "Antral gastritis; H. pylori status pending."),
              ("Stomach: normal; retroflexion unremarkable.", None),
              ("Stomach: %d mm clean-based ulcer on the lesser curve (Forrest III); biopsied x%d." % (ri(4, 18), ri(4, 8)),
               "Gastric ulcer - repeat OGD in 8 weeks to confirm healing."),
              ("Stomach: portal hypertensive gastropathy, mild; no GAVE.", "Mild portal hypertensive gastropathy."),
              ("Stomach: multiple fundic gland polyps, representative one removed.", None)])
        pick([("Duodenum: normal to D2; D1 x1 and D2 x4 biopsies for coeliac disease.", None),
              ("Duodenum: normal to D3.", None), ("Duodenum: D1 erosions, no ulcer.", "Duodenal erosions."),
              ("Duodenum: scalloping of folds in D2; biopsies taken.", "Duodenal appearance suggestive of coeliac disease.")])
        specs += 1
    if proc in ("colonoscopy", "both", "flexi"):
        if proc != "flexi":
            if chance(0.5):
                a, b, d = ri(1, 3), ri(2, 3), ri(2, 3)
                n.add("Bowel preparation: Boston Bowel Preparation Scale %d-%d-%d (total %d).\n" % (a, b, d, a + b + d))
            else:
                n.add("Bowel preparation: Ottawa Bowel Preparation Scale %d; %s.\n" % (
                    ri(1, 8), ch(["adequate", "fair, small-volume residual fluid", "good"])))
            n.add("Caecum reached at %s, confirmed by appendiceal orifice and ileocaecal valve (photodocumented).%s\n" % (
                C.tf(t0 + ri(6, 25), ts), ch([" Terminal ileum intubated for %d cm: normal." % ri(5, 15), "", " TI not intubated."])))
            n.add("Withdrawal time: %d min.\n" % ri(6, 22))
        npol = wchoice([(0, 3), (1, 3), (2, 2), (3, 1), (ri(4, 7), 1)])
        if npol:
            n.add("Polyps:\n")
            big = 0
            for i in range(npol):
                line, sz = _polyp(i)
                big = max(big, sz)
                n.add(line)
            specs += npol
            imp.append("%d polyp%s removed (largest %d mm); await histology." % (npol, "s" if npol > 1 else "", big))
        else:
            n.add(ch(["No polyps seen.\n", "No mucosal lesion identified.\n"]))
        pick([("Scattered sigmoid diverticula.", "Sigmoid diverticulosis."),
              ("Small internal haemorrhoids on retroflexion.", "Small internal haemorrhoids."),
              ("Patchy erythema and loss of vascular pattern in rectum to %d cm, Mayo endoscopic subscore %d." % (ri(10, 40), ri(1, 3)),
               "Active proctitis / distal colitis."),
              ("Melanosis coli.", None),
              ("Random colonic biopsies taken (right and left, separate jars).", "Macroscopically normal colon; random biopsies for microscopic colitis.")])
    n.add("\n")
    if chance(0.6):
        n.add(c.pt.any_ref())
        n.add(ch([" tolerated the procedure well", " was comfortable throughout",
                  " recovered uneventfully"]))
        if chance(0.5):
            n.add([" in recovery bay ", P(str(ri(1, 12)), "LOCATION_OTHER")])
        n.add(".\n")
    n.add("\nIMPRESSION\n")
    for i, x in enumerate(imp or ["Normal examination."]):
        n.add("%d. %s\n" % (i + 1, x))
    if specs:
        n.add(["Specimens sent to pathology, requisition ", c.order_no(), "."])
        if chance(0.5):
            n.add([" Lab accession ", c.accession(), "."])
        n.add("\n")
    n.add("\nRECOMMENDATIONS\n")
    n.add("- Resume usual diet; await histology.\n")
    if chance(0.4):
        n.add("- Hold apixaban for 48 h post polypectomy, restart if no bleeding.\n")
    yrs = ri(1, 5)
    n.add(["- Surveillance ", {"gastroscopy": "gastroscopy"}.get(proc, "colonoscopy"), " in %d year%s (due " % (yrs, "s" if yrs > 1 else ""),
           P(c.fmt(c.day(365 * yrs + ri(-20, 20)), "my"), "DATE"), ").\n"])
    n.add(["- Results letter to "] + gp.dr(False) + [" and patient.\n"])
    if chance(0.45):
        f = E.family(c)
        n.add(["\nDischarge: Discharged to the care of " + E.rel_word(f) + " ", f.full(),
               " (", c.phone(mobile=True), ")"])
        if chance(0.45):
            n.add([", who is driving (vehicle ", c.plate(), ")"])
        n.add(". Patient advised not to drive for 24 h after sedation.\n")
    if chance(0.15):
        n.add(["Identity checked at admission: wristband + palm-vein scan ", c.bioid("PV"), ".\n"])
    C.signature(n, c, doc, ch(["MD, FRCPC", "FRACP", "MD", "MBChB, FRACP"]))
    if chance(0.6):
        C.cc_block(n, c, gp, P(gpc.text, "HOSPITAL"))


def g_capsule(n, c):
    C.letterhead(n, c, ch(["Gastroenterology - Capsule Endoscopy Service",
                           "Small Bowel Capsule Service", "GI Diagnostics"]), email=chance(0.3))
    n.add(ch(["CAPSULE ENDOSCOPY REPORT", "SMALL BOWEL CAPSULE ENDOSCOPY", "VIDEO CAPSULE ENDOSCOPY - REPORT"]) + "\n\n")
    C.pt_block(n, c, card=chance(0.6), acct=chance(0.4))
    gp = E.staff_name(c)
    n.add(["Referred by: "] + gp.dr(True) + ["\n"])
    n.add(["Study date: ", c.d(0), "\n"])
    cap = ch(["PillCam SB3", "PillCam SB3", "MiroCam MC1600", "OMOM HD"])
    n.add(["Capsule: ", cap, "   Lot: ", c.lot(), "   Serial: ", c.serial(ch(["SB3", "PC", "MC"])), "\n"])
    n.add(["Recorder: ", ch(["DR3", "DR3", "MR1100"]), " S/N ", c.serial(ch(["DR", "RX"])), "\n"])
    if chance(0.3):
        n.add(["Sensor belt asset no. ", c.serial("SB"), "\n"])
    n.add("\nIndication: " + ch([
        "iron deficiency anaemia with normal gastroscopy and colonoscopy on ",
        "overt obscure GI bleeding; bidirectional endoscopy negative on ",
        "suspected small bowel Crohn's disease; colonoscopy with ileal intubation normal on ",
        "follow-up of known jejunal angioectasias, last APC on "]))
    n.add([c.d(-ri(14, 120)), ".\n"])
    n.add("Patency capsule: " + ch(["not required", "passed intact at 30 h", "not performed - no obstructive symptoms"]) + ".\n")
    n.add("Preparation: %s.\n" % ch(["2 L PEG the evening before, simethicone 80 mg with capsule",
                                     "clear fluids from midday, fast from midnight",
                                     "1 L PEG on the morning of the study"]))
    t0 = C.tm(7, 9)
    n.add("Capsule ingested at %s under supervision of " % t0)
    rn = E.staff_name(c, "F")
    n.add([rn.full(), ", RN.\n"])
    gtt, sbtt = ri(8, 140), ri(150, 480)
    n.add("\nLANDMARKS\nFirst gastric image 00:00:%02d; first duodenal image %02d:%02d:%02d; "
          "first caecal image %02d:%02d:%02d.\n" % (ri(10, 59), gtt // 60, gtt % 60, ri(0, 59),
                                                  (gtt + sbtt) // 60, (gtt + sbtt) % 60, ri(0, 59)))
    n.add("Gastric transit time: %d min. Small bowel transit time: %d h %d min. Study %s.\n" % (
        gtt, sbtt // 60, sbtt % 60, ch(["complete", "complete", "incomplete - battery expired in ileum"])))
    n.add("Small bowel cleanliness: %s.\n" % ch(["good", "adequate", "fair (bubbles in distal ileum)"]))
    n.add("\nFINDINGS\n")
    fs, concl = ch([
        (["%d small angioectasias in the proximal jejunum (tertile 1), largest %d mm, no active bleeding." % (ri(2, 6), ri(2, 6)),
          "Saurin P2 lesions."], "Small bowel angioectasias - likely source of IDA; for device-assisted enteroscopy with APC."),
        (["Scattered aphthous ulcers and one %d mm ulcer in the distal ileum." % ri(4, 12),
          "Lewis score %d (moderate inflammation)." % ri(790, 1200)], "Findings consistent with small bowel Crohn's disease."),
        (["No significant small bowel pathology.", "Fresh blood not seen."], "Normal small bowel capsule study."),
        (["A %d mm submucosal bulge in the mid-jejunum with intact mucosa." % ri(8, 25),
          "?GIST vs extrinsic compression."], "Indeterminate jejunal lesion; CT enterography advised."),
        (["Diffuse villous atrophy pattern in the duodenum and proximal jejunum.",
          "No ulcerated or stenotic segments."], "Appearance suggests coeliac disease; correlate with serology and D2 histology.")])
    for f in fs:
        n.add("- " + f + "\n")
    n.add("Stomach and colon views (incidental): " + ch(["unremarkable", "small hiatus hernia", "diverticula in sigmoid"]) + ".\n")
    n.add("\nCONCLUSION\n" + concl + "\n")
    if chance(0.5):
        n.add(["Referral for double-balloon enteroscopy at ", c.other_hospital(), " sent ",
               c.d(ri(1, 5)), ".\n"])
    if chance(0.35):
        n.add(["Recorder returned via ", P(ch(["Rapid Tui Couriers", "Northstar Courier", "SwiftLink Couriers"]), "ORGANIZATION"),
               ", consignment ", P(E.letters(2) + E.digits(9), "IDNUM"), ".\n"])
    rd = E.staff_name(c)
    n.add(["\nPre-read: ", rn.init_last(), " (nurse reader)   Final read: "] + rd.dr(True) + ["\n"])
    C.signature(n, c, rd, ch(["MD, FRCPC", "FRACP", "MBChB FRACP"]), user=chance(0.35))
    if chance(0.5):
        C.cc_block(n, c, gp)


def g_ercp(n, c):
    C.letterhead(n, c, ch(["Interventional Endoscopy", "Pancreaticobiliary Service", "Endoscopy Unit"]))
    n.add(ch(["ERCP PROCEDURE NOTE", "ENDOSCOPIC RETROGRADE CHOLANGIOPANCREATOGRAPHY", "ERCP REPORT"]) + "\n\n")
    C.pt_block(n, c, acct=chance(0.6))
    n.add(["Date: ", c.d(0), "   Location: Fluoroscopy Suite, Room ", P(str(ri(1, 4)) + ch(["", "A", "B"]), "LOCATION_OTHER"), "\n"])
    doc = E.staff_name(c)
    n.add(["Endoscopist: "] + doc.dr(True))
    if chance(0.6):
        fel = E.staff_name(c)
        n.add(["; assisted by "] + fel.dr(True) + [" (ERCP fellow)"])
    n.add("\n")
    an = E.staff_name(c)
    n.add(["Anaesthesia: "] + an.dr(True) + [" - " + ch(["GA with ETT", "deep sedation, propofol", "GA, prone"]) + "\n"])
    rt = E.staff_name(c)
    n.add(["Radiographer: ", rt.full(), ch([", MRT(R)", " MRT", ""]), "\n"])
    n.add(["Nurse: ", E.staff_name(c).cred("RN"), "\n"])
    kind = ch(["stones", "cholangitis", "malignant", "leak", "psc", "exchange"])
    ind = {"stones": "Choledocholithiasis on MRCP ",
           "cholangitis": "Acute cholangitis (Tokyo grade II), CBD 11 mm on US ",
           "malignant": "Obstructive jaundice, pancreatic head mass on CT ",
           "leak": "Bile leak after laparoscopic cholecystectomy performed ",
           "psc": "PSC with new dominant stricture on MRCP ",
           "exchange": "Plastic stent exchange; previous ERCP "}[kind]
    n.add(["\nIndication: ", ind, c.d(-ri(2, 90)), ".\n"])
    if kind == "leak":
        n.add(["Index operation at ", c.other_hospital(), " by "] + E.staff_name(c).dr(False) + [".\n"])
    n.add("Pre-procedure: INR %.1f, platelets %d. Antibiotics: %s. PEP prophylaxis: rectal indomethacin 100 mg%s.\n" % (
        rf(0.9, 1.6), ri(90, 420), ch(["piperacillin-tazobactam 4.5 g IV", "ceftriaxone 2 g IV", "nil"]),
        ch([" and Ringer's lactate 3 mL/kg/h", "", " plus 5 Fr pancreatic stent if PD cannulated"])))
    n.add(["Duodenoscope: Olympus TJF-Q190V, SN ", c.scope_sn(), "\n"])
    n.add("\nPROCEDURE\n")
    n.add("Scope passed to the second part of the duodenum in the long position and straightened. "
          "Papilla %s. " % ch(["normal", "bulging", "periampullary diverticulum adjacent", "with prior sphincterotomy"]))
    n.add("Bile duct cannulated %s. " % ch(["with sphincterotome and guidewire at first attempt",
                                          "after %d attempts; %s" % (ri(3, 8), ch(["PD wire-assisted", "precut needle-knife"])),
                                          "freely via previous sphincterotomy"]))
    n.add("Cholangiogram: " + {
        "stones": "CBD %d mm with %d filling defects, largest %d mm.\n" % (ri(8, 16), ri(1, 5), ri(5, 14)),
        "cholangitis": "dilated CBD with purulent bile and multiple stones.\n",
        "malignant": "%d cm distal CBD stricture with upstream dilatation.\n" % ri(2, 4),
        "leak": "contrast extravasation from the cystic duct stump.\n",
        "psc": "beaded intrahepatic ducts, dominant hilar stricture; brushings x2.\n",
        "exchange": "previous stent in situ, removed with snare; residual small stones.\n"}[kind])
    if kind in ("stones", "cholangitis", "exchange"):
        n.add("%d mm biliary sphincterotomy%s; stones extracted with %s. Occlusion cholangiogram clear.\n" % (
            ri(6, 12), ch(["", " extended"]), ch(["extraction balloon", "Dormia basket", "balloon and basket"])))
    stent = ch(["plastic", "plastic", "sems", "none"]) if kind != "malignant" else ch(["sems", "plastic"])
    if kind in ("leak", "cholangitis") and stent == "none":
        stent = "plastic"
    if stent == "plastic":
        n.add(["Stent: %d Fr x %d cm straight plastic biliary stent (REF %s, LOT " % (
            ch([7, 10]), ch([5, 7, 9, 12]), ch(["G22110", "M00534220", "ACS-10-9"])), c.lot(), ").\n"])
    elif stent == "sems":
        n.add(["Stent: fully covered SEMS %d mm x %d mm (WallFlex Biliary RX, LOT " % (
            ch([8, 10]), ch([40, 60, 80])), c.lot(), ", UDI serial ", c.serial("WF"), ").\n"])
    n.add("Fluoroscopy time %.1f min; DAP %.1f Gy.cm2.\n" % (rf(1.2, 18.0), rf(2.0, 60.0)))
    n.add("Estimated blood loss: %s. Complications: %s.\n" % (
        ch(["minimal", "nil", "minor oozing from sphincterotomy, adrenaline 1:10,000 injected"]),
        ch(["none immediate", "none", "nil"])))
    if kind in ("malignant", "psc"):
        n.add(["Brushings sent for cytology (specimen ", c.accession("SP"), ").\n"])
    n.add("\nPOST-PROCEDURE\n")
    n.add(["- Return to ", c.ward(), ", bed ", P(str(ri(1, 32)), "LOCATION_OTHER"),
           "; NPO 4 h then clear fluids.\n"])
    n.add("- Lipase and CBC at 4 h; watch for pancreatitis, bleeding, perforation.\n")
    if kind in ("stones", "cholangitis"):
        s = E.staff_name(c)
        n.add(["- Refer to general surgery ("] + s.dr(False) + [") for interval cholecystectomy.\n"])
    if stent != "none":
        n.add(["- Repeat ERCP for stent removal/exchange in %d weeks (target " % ri(6, 12),
               c.d(ri(42, 84), ch([None, "my"])), ").\n"])
    if chance(0.4):
        f = E.family(c)
        n.add(["- Findings discussed with patient and " + E.rel_word(f) + " ", f.first_only(), ".\n"])
    C.signature(n, c, doc, ch(["MD, FRCPC", "FRACP", "MD"]), user=chance(0.4))
    if chance(0.4):
        C.dictation(n, c, doc)

"""Genres: nerve conduction / EMG report; muscle biopsy report."""
import phi
import common as K
import pools_clinical as C
import pools_places as PL
from doc import P

PATTERN = {"MG": "nmj_post", "MUSK": "nmj_post", "LEMS": "nmj_pre", "CMT1A": "demyel", "CMT2": "axonal", "HNPP": "focal",
           "CIDP": "cidp", "IBM": "ibm", "DM": "myopathic", "IMNM": "myopathic", "DM1": "myotonic", "SMA": "neurogenic",
           "MND": "neurogenic"}

MOTOR = [("Median", "APB", ["Wrist", "Elbow"]), ("Ulnar", "ADM", ["Wrist", "B.Elbow", "A.Elbow"]),
         ("Fibular (peroneal)", "EDB", ["Ankle", "Fib head", "Pop fossa"]), ("Tibial", "AHB", ["Ankle", "Knee"])]
SENS = [("Median", "Dig II"), ("Ulnar", "Dig V"), ("Radial", "Snuffbox"), ("Sural", "Lat malleolus"), ("Superficial fibular", "Ankle")]
EMG_MUSCLES = ["R Deltoid", "R Biceps", "R Triceps", "R FDI", "R FDP (4/5)", "R Iliopsoas", "R Vastus lateralis",
               "R Tibialis anterior", "R Gastrocnemius (med)", "L Vastus medialis", "L Tibialis anterior",
               "T10 paraspinals", "R Trapezius", "Tongue", "R Orbicularis oculi", "L Deltoid"]

INTERP = {
    "nmj_post": ("Routine motor and sensory conduction studies are normal. 3 Hz repetitive nerve stimulation shows a reproducible "
                 "decrement of {x}% in {m} with repair after brief exercise. Single-fibre EMG (concentric needle, {m2}) shows "
                 "increased jitter (mean MCD {j} us) with blocking in {b}/20 pairs.",
                 "Findings indicate a disorder of postsynaptic neuromuscular transmission, consistent with the clinical "
                 "diagnosis of myasthenia gravis."),
    "nmj_pre": ("Compound muscle action potentials are diffusely low. After 10 s maximal voluntary exercise the ADM CMAP "
                "increased by {x}% (from 1.2 to {amp} mV). 3 Hz RNS shows a {d}% decrement at rest.",
                "Presynaptic NMJ disorder; the pattern is typical of Lambert-Eaton myasthenic syndrome. VGCC antibodies and "
                "CT chest/abdomen/pelvis recommended."),
    "demyel": ("Uniform, symmetrical slowing of motor conduction velocities (upper limb {cv} m/s) with prolonged distal motor "
               "latencies and no conduction block or temporal dispersion. Sensory responses absent in the lower limbs and "
               "reduced in the upper limbs.",
               "Length-dependent demyelinating sensorimotor polyneuropathy with uniform slowing, in keeping with CMT1 "
               "(PMP22 duplication most likely)."),
    "axonal": ("Motor amplitudes are reduced in the lower limbs (EDB absent) with relatively preserved conduction velocities "
               "(ulnar {cv} m/s). Sural responses absent. Needle EMG of distal leg muscles shows chronic reinnervation.",
               "Length-dependent axonal sensorimotor neuropathy, consistent with CMT type 2."),
    "focal": ("Focal slowing of the fibular nerve across the fibular head ({cv} m/s) with a 45% drop in amplitude, and "
              "prolonged median distal motor latencies bilaterally. Mild generalised sensory slowing.",
              "Multifocal entrapment neuropathies on a background of mild generalised demyelination - pattern suggestive "
              "of HNPP."),
    "cidp": ("Non-uniform slowing of motor conduction (ulnar forearm {cv} m/s), prolonged F-wave latencies, partial "
             "conduction block in the left median nerve between wrist and elbow (amplitude drop 58%) and temporal "
             "dispersion. Sural sparing pattern present.",
             "Acquired demyelinating polyradiculoneuropathy fulfilling EAN/PNS 2021 electrodiagnostic criteria for CIDP."),
    "myopathic": ("Nerve conduction studies are normal. Needle EMG shows fibrillation potentials and positive sharp waves "
                  "in proximal muscles with early recruitment of short-duration, low-amplitude polyphasic MUAPs.",
                  "Active (irritable) myopathy with membrane instability, proximal predominance. Consistent with an "
                  "inflammatory or necrotising myopathy. Suggest MRI thighs (STIR) to guide biopsy site."),
    "ibm": ("Normal sensory studies. Needle EMG of FDP and quadriceps shows fibrillations with a mixture of small, "
            "short-duration MUAPs and some long-duration, high-amplitude units.",
            "Chronic myopathy with active denervation, most marked in deep finger flexors and quadriceps; in the clinical "
            "context this fits inclusion body myositis."),
    "myotonic": ("Motor and sensory conduction normal except mildly reduced fibular CMAP. Needle EMG shows abundant "
                 "waxing-and-waning myotonic discharges ('dive-bomber') in distal and facial muscles, with myopathic MUAPs.",
                 "Myotonic myopathy, distal predominance; in keeping with myotonic dystrophy type 1."),
    "neurogenic": ("Sensory responses are normal. Motor amplitudes are reduced. Needle EMG shows widespread chronic "
                   "neurogenic change with large, long-duration MUAPs and reduced recruitment{fasc}.",
                   "Widespread chronic denervation with preserved sensory studies, in keeping with a disorder of the "
                   "anterior horn cell."),
}


def _motor_rows(d, c, pat):
    rng = c.rng
    slow = {"demyel": (16, 28), "cidp": (22, 38), "focal": (40, 50)}.get(pat, (48, 62))
    lowamp = pat in ("axonal", "nmj_pre", "neurogenic", "cidp")
    d.t("\nMOTOR NCS\n%-24s %-8s %-8s %-8s %-8s\n" % ("Nerve / Site", "Lat ms", "Amp mV", "CV m/s", "F ms"))
    for nerve, rec, sites in rng.sample(MOTOR, rng.randint(2, 4)):
        side = rng.choice("RL")
        d.t("%s %s (%s)\n" % (side, nerve, rec))
        amp = rng.uniform(0.3, 3.0) if lowamp else rng.uniform(4.0, 11.0)
        lat = rng.uniform(5.5, 9.0) if pat in ("demyel", "cidp") else rng.uniform(2.8, 4.4)
        for i, s in enumerate(sites):
            cv = "" if i == 0 else "%.0f" % rng.uniform(*slow)
            f = "%.1f" % rng.uniform(26, 58) if i == 0 else ""
            d.t("  %-22s %-8.1f %-8.1f %-8s %-8s\n" % (s, lat + i * rng.uniform(3.5, 7.0), amp * (1 - 0.05 * i), cv, f))


def _sens_rows(d, c, pat):
    rng = c.rng
    d.t("\nSENSORY NCS (antidromic)\n%-26s %-9s %-9s %-8s\n" % ("Nerve", "Peak ms", "Amp uV", "CV m/s"))
    for nerve, site in rng.sample(SENS, rng.randint(2, 4)):
        absent = (pat in ("demyel", "axonal", "cidp") and nerve in ("Sural", "Superficial fibular")) and rng.random() < 0.8
        if absent:
            d.t("%-26s %-9s %-9s %-8s\n" % ("%s %s - %s" % (rng.choice("RL"), nerve, site), "NR", "NR", "NR"))
        else:
            d.t("%-26s %-9.1f %-9.1f %-8.0f\n" % ("%s %s - %s" % (rng.choice("RL"), nerve, site), rng.uniform(2.4, 4.2),
                                                 rng.uniform(4, 48), rng.uniform(30, 60) if pat in ("demyel",) else rng.uniform(44, 62)))


def _emg_rows(d, c, pat):
    rng = c.rng
    d.t("\nNEEDLE EMG\n%-22s %-5s %-5s %-5s %-6s %-14s %s\n" % ("Muscle", "Ins", "Fib", "PSW", "Fasc", "MUAP", "Recruit"))
    for m in rng.sample(EMG_MUSCLES, rng.randint(4, 8)):
        fib = rng.choice(["0", "1+", "2+"]) if pat in ("myopathic", "ibm", "neurogenic") else "0"
        mu = {"myopathic": "small/short", "ibm": "mixed", "myotonic": "small, myot+", "neurogenic": "large/long"}.get(pat, "normal")
        rec = {"myopathic": "early", "neurogenic": "reduced", "ibm": "early/mixed"}.get(pat, "full")
        fas = "+" if pat == "neurogenic" and rng.random() < 0.6 else "0"
        d.t("%-22s %-5s %-5s %-5s %-6s %-14s %s\n" % (m, rng.choice(["Nml", "Incr"]), fib, fib, fas, mu, rec))


def ncs_emg(d, c):
    rng = c.rng
    v = c.visit
    pat = PATTERN.get(c.ckey, "myopathic")
    d.add([P(c.hosp, "HOSPITAL"), " - ", rng.choice(["Clinical Neurophysiology", "EMG Laboratory", "Neurophysiology Department",
                                                      "Electrodiagnostic Medicine"]), "\n"])
    if rng.random() < 0.5:
        d.add(["Located at ", P(rng.choice(PL.BUILDINGS), "LOCATION_OTHER"), ", Level %d  |  Tel " % rng.randint(1, 6), c.tel(),
               "  Fax ", c.fax(), "\n"])
    d.t("NERVE CONDUCTION STUDIES AND EMG REPORT\n\n")
    d.add(["Study no: ", P(phi.idnum(rng, "ncs", v.year), "IDNUM"), "     Date: ", c.d(v), "  %02d:%02d\n" % (rng.randint(8, 16), rng.choice([0, 15, 30, 45]))])
    d.add(["Patient: ", c.pn(rng.choice(["LF", "LFM", "full"])), "   DOB: ", c.dob_p(), "   Age: ", c.age_p(),
           "   Sex: %s\n" % c.sex])
    d.add(c.ids() + ["\n"])
    if rng.random() < 0.5:
        d.add(["Visit/Acct: ", P(phi.account(rng), "ACCOUNT"), "\n"])
    d.add(["Referring: ", c.dr("cons", "drf"), " (", P(c.nmc, "HOSPITAL"), ")\n"])
    d.add(["Room: ", P(rng.choice(["EMG 2", "3", "4B", "Neuro 1", "12"]), "LOCATION_OTHER"), "\n"])
    d.t("Indication: %s. Query %s.\n" % (rng.choice(c.cond["onset"]).capitalize(), c.cond["abbr"] if rng.random() < 0.6 else
                                          rng.choice(["NMJ disorder", "myopathy", "neuropathy", "motor neuronopathy"])))
    d.t("Medications relevant: %s.\n" % rng.choice(["pyridostigmine held 12 h before study", "none", "on warfarin (INR 2.3) - needle EMG limited",
                                                     "on prednisolone 20 mg", "apixaban - held per protocol"]))
    d.add(["Equipment: ", rng.choice(C.EMG_MACHINES), " (station ", P(phi.ip(rng), "IPADDR"), "). Limb temp %.1f C, warmed.\n" % rng.uniform(31.0, 33.5)])
    d.add(["Technologist: ", c.dr("tech", "full"), rng.choice([", R.NCS.T.", ", CNIM", "", ", Clinical Physiologist"]), "\n"])
    _motor_rows(d, c, pat)
    _sens_rows(d, c, pat)
    if pat in ("nmj_post", "nmj_pre") or rng.random() < 0.2:
        d.t("\nRNS 3 Hz: %s %d%%; post-exercise %s\n" % (rng.choice(["R Trapezius", "R Nasalis", "R ADM", "R Deltoid"]),
                                                        rng.randint(4, 42) if pat.startswith("nmj") else rng.randint(0, 6),
                                                        rng.choice(["repair", "no change", "facilitation 210%"])))
    _emg_rows(d, c, pat)
    a, b = INTERP[pat]
    d.t("\nSUMMARY\n" + a.format(x=rng.randint(12, 240), m=rng.choice(["trapezius", "nasalis", "ADM"]), m2=rng.choice(["frontalis", "EDC", "orbicularis oculi"]),
                                 j=rng.randint(55, 140), b=rng.randint(2, 11), amp="%.1f" % rng.uniform(2.4, 5.1),
                                 d=rng.randint(10, 30), cv=rng.randint(15, 46),
                                 fasc=" and fasciculation potentials in 3 regions" if rng.random() < 0.6 else "") + "\n")
    if rng.random() < 0.3:
        d.t(K.hard_neg_line(c))
    d.t("\nINTERPRETATION\n" + b + "\n")
    if rng.random() < 0.3:
        d.t("Reference values per laboratory norms (Buschbacher/Oh). Temperature-corrected where needed.\n")
    if rng.random() < 0.4:
        d.add(["Compared with the previous study of ", c.d(phi.plus(v, -rng.randint(200, 1500))), " (", P(phi.idnum(rng, "ncs", v.year - 2), "IDNUM"),
               "), findings are %s.\n" % rng.choice(["unchanged", "slightly worse", "improved"])])
    d.nl()
    d.add(["Reported by: ", c.dr("neurophys", "drf"), ", ", K.role_label(c, "neurophys"), "\n"])
    if rng.random() < 0.4:
        d.add(["Licence: ", P(phi.license(rng, c.country), "LICENSE"), "\n"])
    d.add(["cc: ", c.dr("cons", "dr"), "; ", c.dr("gp", "dr"), " (", c.gp_word(), ")\n"])
    K.sys_footer(d, c, "neurophys", phi.plus(v, rng.randint(0, 5)))


BIOPSY = {
    "IBM": ["Moderate fibre size variation with scattered atrophic angular fibres. Endomysial mononuclear inflammatory cells "
            "surround and invade non-necrotic fibres (CD8+ predominance). Rimmed vacuoles in approx. 4% of fibres. "
            "COX-negative/SDH-positive fibres exceed age-expected numbers (~3%).",
            "p62 and TDP-43: sarcoplasmic aggregates in vacuolated fibres. MHC class I upregulated diffusely.",
            "Inclusion body myositis."],
    "DM": ["Perifascicular atrophy with perifascicular COX pallor. Perivascular CD4+ and CD68+ infiltrates in the perimysium. "
           "No rimmed vacuoles.", "MxA positive in perifascicular fibres. C5b-9 (MAC) deposition on endomysial capillaries; "
                                  "capillary density reduced (CD31).", "Dermatomyositis pattern (MxA positive)."],
    "IMNM": ["Numerous scattered necrotic fibres at different stages, myophagocytosis and regenerating (basophilic) fibres. "
             "Sparse lymphocytic inflammation.", "Sarcolemmal MHC-I (patchy) and MAC deposition on non-necrotic fibres. "
                                                  "CD68+ macrophages in necrotic fibres.", "Necrotising myopathy, immune-mediated."],
    "LGMD": ["Dystrophic changes: fibre size variation, increased internal nuclei, endomysial fibrosis, occasional necrotic "
             "and regenerating fibres.", "Reduced glycosylated alpha-dystroglycan (IIH6) with secondary reduction of "
                                         "laminin-alpha2. Dystrophin (Dys1-3) and sarcoglycans normal.",
             "Dystroglycanopathy - consistent with FKRP-related LGMD R9."],
    "LGMD2A": ["Chronic myopathic/dystrophic features with lobulated fibres on NADH-TR and eosinophils in the endomysium.",
               "Dystrophin, sarcoglycans and dysferlin normal. Calpain-3 absent on western blot (both 94 and 60 kDa bands).",
               "Calpainopathy (LGMD R1)."],
    "BMD": ["Dystrophic myopathy of moderate severity.", "Dystrophin labelling reduced and patchy with Dys1 (rod) and Dys2 "
                                                         "(C-terminus); utrophin upregulated. Western blot: dystrophin of "
                                                         "reduced size and ~30% abundance.", "Becker muscular dystrophy."],
    "DMD": ["Severe dystrophic changes with extensive endomysial fibrosis and fatty replacement, hypercontracted (opaque) fibres.",
            "Dystrophin absent with Dys1, Dys2 and Dys3; rare revertant fibres (<1%).", "Duchenne muscular dystrophy."],
    "POMPE": ["Vacuolar myopathy: vacuoles in ~20% of fibres containing PAS-positive, diastase-sensitive material.",
              "Acid phosphatase strongly positive within vacuoles; LC3 and p62 positive autophagic build-up.",
              "Glycogen storage myopathy consistent with acid maltase deficiency; recommend GAA enzyme assay on dried blood spot."],
    "FSHD": ["Mild myopathic changes with fibre size variation and a few lobulated fibres; perivascular inflammatory cuffs.",
             "MHC-I normal; no MAC deposition. Dystrophin and sarcoglycans normal.", "Non-specific myopathic changes; "
                                                                                    "correlate with D4Z4 genetic testing."],
}


def biopsy(d, c):
    rng = c.rng
    v = c.visit
    key = c.ckey if c.ckey in BIOPSY else "IMNM"
    micro, ihc, conc = BIOPSY[key]
    recv = v
    rep = phi.plus(v, rng.randint(7, 42))
    d.add([P(c.hosp, "HOSPITAL"), "\n", rng.choice(["Department of Cellular Pathology", "Neuropathology Laboratory",
                                                    "Muscle Pathology Service", "Anatomic Pathology - Neuromuscular"]), "\n"])
    d.add(["Tel ", c.tel(), "  Fax ", c.fax(), "\n\n"])
    d.t("MUSCLE BIOPSY REPORT\n\n")
    d.add(["Lab no: ", P(phi.idnum(rng, "acc", v.year), "IDNUM"), "    Received: ", c.d(recv), " %02d:%02d" % (rng.randint(8, 16), rng.randint(0, 59)),
           "    Reported: ", c.d(rep), "\n"])
    d.add(["Patient: ", c.pn(rng.choice(["LF", "LFM"])), "  DOB: ", c.dob_p(), "  Sex: ", c.sex, "\n"])
    d.add(c.ids() + ["\n"])
    d.add(["Requesting clinician: ", c.dr("cons", "drf"), "   Location: ", P(rng.choice([c.nmc] + PL.WARD_NAMES), "HOSPITAL"), "\n"])
    if rng.random() < 0.5:
        d.add(["Order: ", P(phi.idnum(rng, "order"), "IDNUM"), "   Billing: ", P(phi.account(rng), "ACCOUNT"), "\n"])
    site = rng.choice(["left vastus lateralis", "right vastus lateralis", "right deltoid", "left biceps brachii",
                       "right tibialis anterior", "left quadriceps (MRI-guided, STIR-positive region)"])
    d.t("\nSpecimen: %s %s biopsy" % (rng.choice(["needle (Bergstrom 5 mm)", "open", "conchotome"]), site))
    d.add([", taken by ", c.dr("ortho" if rng.random() < 0.5 else "reg", "drf"), " on ", c.d(recv), ".\n"])
    d.add(["Clinical details: ", c.age_adj(), " ", c.sexword(), ", ", rng.choice(c.cond["onset"]), ". CK ",
           "{:,}".format(rng.randint(*K.ck_range(c))), " U/L. ", rng.choice(["MRI thighs: symmetrical oedema of vasti.",
                                                                               "EMG: irritable myopathy.", "Query dystrophy vs myositis.",
                                                                               "No statin exposure.", "Previously on atorvastatin 40 mg."]), "\n"])
    d.t("\nMACROSCOPY\nReceived fresh on saline-moistened gauze: a pale tan strip of muscle %d x %d x %d mm, orientated and "
        "snap frozen in isopentane cooled in liquid nitrogen. A portion fixed in glutaraldehyde for EM; remainder in formalin "
        "(block A1).\n" % (rng.randint(8, 22), rng.randint(3, 8), rng.randint(2, 6)))
    d.t("\nMICROSCOPY\nStains: H&E, modified Gomori trichrome, NADH-TR, SDH, COX, COX/SDH, ATPase (pH 9.4, 4.6, 4.3), PAS, "
        "Oil Red O, acid phosphatase.\n" + micro + "\n")
    d.t("\nIMMUNOHISTOCHEMISTRY\n" + ihc + " Panel: spectrin, dystrophin 1-3, alpha/beta/gamma/delta-sarcoglycan, "
        "dysferlin, caveolin-3, merosin, MHC-I, MHC-II, C5b-9, CD3, CD4, CD8, CD20, CD68, p62.\n")
    ext = rng.choice(PL.SUPPLIERS[4:6] + ["Oxbridge Neuromuscular Reference Lab", "Harlow Protein Diagnostics"])
    if rng.random() < 0.6:
        d.add(["Frozen tissue sent to ", P(ext, "ORGANIZATION"), " for western blot / NGS panel (ref ",
               P(phi.idnum(rng, "gen", v.year), "IDNUM"), ") on ", c.d(phi.plus(recv, rng.randint(2, 10))), ".\n"])
    d.t("\nEM: " + rng.choice(["pending", "myofibrillar disruption, no tubulofilamentous inclusions",
                              "15-18 nm tubulofilaments in vacuolated fibres", "not performed"]) + ".\n")
    d.t("\nCONCLUSION\n%s: %s\n" % (site.capitalize(), conc))
    if rng.random() < 0.6:
        d.add(["Discussed at the neuromuscular pathology meeting on ", c.d(phi.plus(rep, -rng.randint(1, 6))),
               " with ", c.dr("cons", "dr"), ".\n"])
    d.nl()
    d.add(["Reported by: ", c.dr("path", "drf"), ", ", K.role_label(c, "path"), "\n"])
    if rng.random() < 0.5:
        d.add([rng.choice(["GMC ", "Lic # ", "Reg. "]), P(phi.license(rng, c.country), "LICENSE"), "\n"])
    d.add(["Cut-up: ", c.dr("bms", "init"), "   Authorised: ", c.user("path"), " ", c.d(rep, "iso"), "\n"])
    if rng.random() < 0.4:
        d.add(["Specimen courier tracking ", P(phi.idnum(rng, "track"), "IDNUM"), "\n"])

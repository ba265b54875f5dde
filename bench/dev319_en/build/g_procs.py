"""Genres: botox injection record, nerve block procedure note, lumbar puncture note."""
from core import Note, P, typo
from case import nm
from locale_fmt import add_days
import clin as C
import frames as F


def hhmm(r, a=8, b=17):
    return "%02d:%02d" % (r.i(a, b), r.c([0, 5, 10, 15, 20, 30, 40, 45, 50]))


def id_check(n, c, prob=0.4):
    r = c.r
    if r.p(prob):
        lab, kind = r.c([("Positive patient ID: wristband, verbal DOB and palm-vein scan ID", "pv"),
                         ("Identity confirmed (biometric): fingerprint template", "fp"),
                         ("Pt identity verified - 2 identifiers + biometric ID", "bio"),
                         ("Kiosk check-in by facial recognition, template", "fr")])
        n.line("{lab} {b}", lab=lab, b=P(c.loc.bioid(kind), "BIOID"))


def parking(n, c, prob=0.22):
    r = c.r
    if r.p(prob):
        n.line("{lab}{v}{tail}", lab=r.c(["Parking exemption issued for vehicle reg ", "Car park validation - reg ",
                                          "Disabled bay permit, vehicle "]),
               v=P(c.loc.plate(), "VEHICLE"), tail=r.c(["", " (valid for treatment days)", "."]))


def room(c):
    r = c.r
    k = r.c(["Treatment Room ", "Procedure Room ", "Room ", "Clinic room ", "Bay "])
    return [k, P(r.c([str(r.i(1, 12)), "%d%s" % (r.i(1, 4), r.c("ABC")), "G.%02d" % r.i(1, 30)]),
                 "LOCATION_OTHER")]


def botox_injection_record(r, c):
    n = Note()
    us = c.cc == "US"
    cyc = r.i(1, 14)
    prev = add_days(c.visit, -r.c([84, 85, 86, 90, 91, 98, 105]))
    if not us:
        n.line(r.c(["ONABOTULINUMTOXINA (BOTOX) INJECTION RECORD - CHRONIC MIGRAINE",
                    "Botulinum Toxin Type A Treatment Record", "BOTOX FOR CHRONIC MIGRAINE - TREATMENT SHEET",
                    "Headache Service: Botulinum toxin administration record"]))
        n.line("{h} | {d}", h=P(c.hosp, "HOSPITAL"), d=r.c(["Headache Service", "Neurology Day Unit", "Neurosciences"]))
        n.add("\n")
        n.line("Patient: {p}    DOB: {d}", p=c.pt_name("lf", True), d=c.dob_p())
        n.add(c.id_block("    "), "\n")
        n.line("Date: {d}   Location: {rm}", d=c.visit_p(), rm=room(c))
    else:
        n.line("PROCEDURE NOTE - CHEMODENERVATION FOR CHRONIC MIGRAINE (CPT 64615)")
        n.line("{h}", h=P(c.hosp, "HOSPITAL"))
        n.line("Patient: {p}  DOB: {d}  MRN: {m}", p=c.pt_name("lf", True), d=c.dob_p(), m=P(c.mrn, "MRN"))
        n.line("Acct #: {a}   Date of service: {d}", a=P(c.loc.account(), "ACCOUNT"), d=c.visit_p())
        if c.plan:
            n.line("Insurance: {i}  {l}: {v}", i=P(c.insurer, "ORGANIZATION"), l=c.plan[0],
                   v=P(c.plan[1], "HEALTHPLAN"))
        if r.p(0.7):
            n.line("Prior authorization #: {a} (approved through {d})",
                   a=P("PA" + r.digits(9), "IDNUM"), d=c.d(add_days(c.visit, r.i(100, 300))))
    n.line("Treatment cycle: {k}{p}", k=str(cyc),
           p=["   Previous: ", c.d(prev)] if cyc > 1 else " (first treatment)")
    id_check(n, c)
    n.add("\n")
    n.line("Indication: {x}", x=r.c(["Chronic migraine (>=15 headache days/month, >=8 migraine days) after failure of 3 oral preventives",
                                      "Chronic migraine, G43.709, refractory to topiramate, amitriptyline and propranolol",
                                      "Chronic migraine with prior medication overuse (resolved)"]))
    if cyc > 1:
        base = r.i(16, 28)
        now = r.i(4, base)
        red = round(100 * (base - now) / base)
        n.line("Response: baseline {b} headache days/28 days, last 28 days {w} ({p}% reduction). {v}",
               b=str(base), w=str(now), p=str(red),
               v="Continue treatment." if red >= 30 else "Below 30% threshold - discuss stopping rule.")
    n.line("Consent: {x}", x=r.c(["written consent on file, verbally reconfirmed", "written consent obtained today",
                                   "verbal consent; risks incl. neck weakness, ptosis, flu-like symptoms discussed"]))
    n.line("Contraindications screened: no pregnancy/breastfeeding, no neuromuscular disease, no infection at sites.")
    n.add("\n")
    extra = r.c([10, 20, 30, 40]) if r.p(0.5) else 0
    total = 155 + extra
    vial = r.c([100, 200])
    nv = (total + vial - 1) // vial
    supplied = nv * vial
    dil = 2 if vial == 100 else 4
    n.line("Product: onabotulinumtoxinA (Botox) {k}{v} unit vial{pl}  Batch: {b}  Expiry: {e}",
           k="%d x " % nv if nv > 1 else "", v=str(vial), pl="s" if nv > 1 else "",
           b="C%d%sC%d" % (r.i(1000, 9999), r.c("ABCDE"), r.i(1, 4)),
           e="%02d/%d" % (r.i(1, 12), c.visit.year + r.i(1, 2)))
    n.line("Reconstituted with {m} mL 0.9% sodium chloride per vial (5 units/0.1 mL). Needle 30G 0.5 inch.", m=str(dil))
    n.add("\n")
    n.line("Site                    Sites   Units")
    for mus, s_, u in C.botox_sites():
        n.line("{m}{s}{u}", m=mus.ljust(24), s=str(s_).ljust(8), u=str(u))
    if extra:
        n.line("Follow-the-pain: {x}", x=r.c(["temporalis %d U, occipitalis %d U" % (extra // 2, extra - extra // 2),
                                              "trapezius %d U R/L" % extra, "occipitalis %d U bilat" % extra]))
    vial = supplied
    n.line("TOTAL: {t} units{w}", t=str(total),
           w="   Wastage: %d units" % (vial - total) if vial >= total else "")
    if us:
        n.line("Billing: J0585 x {u} units; JW modifier for {w} units discarded.", u=str(vial),
               w=str(max(0, vial - total)))
    n.add("\n")
    n.line("Post-procedure: {x}", x=typo(r, r.c([
        "tolerated well, no bleeding, observed 15 minutes, no immediate adverse reaction.",
        "mild pain at injection sites, small haematoma left frontalis. Ice applied.",
        "vasovagal episode, BP 92/58, recovered supine within 5 min. Discharged after 30 min.",
        "no adverse events. Reminded that benefit may take 2-3 cycles."])))
    if cyc > 1 and r.p(0.4):
        n.line("Since last cycle: {x}", x=r.c(["mild neck pain for 1 week", "transient brow heaviness",
                                               "no side effects reported", "flu-like symptoms for 48 h",
                                               "slight ptosis of the left eyelid for 2 weeks, resolved"]))
    n.line("Next treatment due: {d}{b}", d=c.d(add_days(c.visit, 84)),
           b=r.c([" (booked)", " - appointment letter sent", "", " 12-week interval"]))
    if r.p(0.35):
        n.line("Post-injection contact number: {p}", p=P(c.mobile, "PHONE"))
    parking(n, c)
    n.add("\n")
    inj = c.nurse if r.p(0.6) else c.cons
    role = r.c(["Headache Nurse Specialist", "Clinical Nurse Specialist", "Nurse Injector"]) if inj is c.nurse \
        else r.c(["Consultant Neurologist", "Neurologist", "Attending physician"])
    n.line("Administered by: {p}, {role}", p=nm(r, inj, "DOCTOR", r.c(["full", "init_last"])), role=role)
    if r.p(0.6):
        n.line("Checked by: {p}", p=nm(r, c.nurse2, "DOCTOR", r.c(["full", "init_last", "initials"])))
    if r.p(0.5):
        lab, val = c.loc.doc_license(inj.last, inj is c.nurse)
        n.line("{l}: {v}", l=lab, v=P(val, "LICENSE"))
    if r.p(0.7):
        F.sys_footer(n, c, inj)
    return n


# ---------------------------------------------------------------------------
BLOCKS = [
    ("greater occipital nerve block", "GONB"),
    ("bilateral greater occipital nerve blocks", "GONB"),
    ("greater and lesser occipital nerve blocks", "GON/LON"),
    ("supraorbital and supratrochlear nerve blocks", "SON/STN"),
    ("sphenopalatine ganglion block", "SPG"),
    ("auriculotemporal nerve block", "ATN"),
]


def nerve_block_note(r, c):
    n = Note()
    us = c.cc in ("US", "CA")
    blk, ab = r.c(BLOCKS)
    ind = r.c(["chronic migraine", "episodic cluster headache (current bout)", "chronic cluster headache",
               "occipital neuralgia", "medication overuse headache - bridging during withdrawal",
               "new daily persistent headache", "hemicrania continua (indomethacin intolerant)"])
    n.line(r.c(["PROCEDURE NOTE: %s" % blk.upper(), "%s - Procedure Record" % blk.capitalize(),
                "NERVE BLOCK NOTE (%s)" % ab, "Headache clinic procedure: %s" % blk]))
    n.line("{h}{dept}", h=P(c.hosp, "HOSPITAL"), dept=r.c([" - Headache Clinic", " - Neurology Day Unit", "", " Pain Service"]))
    n.add("\n")
    if r.p(0.5):
        n.line("Name: {p}   DOB: {d}   Age: {a}", p=c.pt_name(r.c(["lf", "full"]), r.p(0.5)), d=c.dob_p(), a=c.age_p())
    else:
        n.line("Pt: {p} ({a}{s})", p=c.pt_name("full"), a=c.age_p(), s=c.pt.sex)
        n.line("DOB {d}", d=c.dob_p())
    n.add(c.id_block(r.c(["   ", "\n"])), "\n")
    if us and r.p(0.6):
        n.line("Encounter: {a}", a=P(c.loc.account(), "ACCOUNT"))
    n.line("Date: {d}  Time: {t}   Location: {rm}", d=c.visit_p(), t=hhmm(r), rm=room(c))
    id_check(n, c, 0.3)
    op, sup = (c.reg, c.cons) if r.p(0.5) else (c.cons, None)
    n.line("Operator: {o}{s}", o=nm(r, op, "DOCTOR", r.c(["title_full", "title_last", "full"])),
           s=["  (supervised by ", nm(r, sup, "DOCTOR", "title_last"), ")"] if sup else "")
    if r.p(0.5):
        n.line("Assistant: {a}, {role}", a=nm(r, c.nurse, "DOCTOR", r.c(["full", "first"])),
               role=r.c(["RN", "HCA", "staff nurse", "CNS"]))
    n.add("\n")
    n.line("Indication: {i}{cpt}", i=ind, cpt=" (CPT 64405)" if us and "occipital" in blk else "")
    if r.p(0.6):
        n.line("Previous blocks: {x}", x=r.c([["last on ", c.d(add_days(c.visit, -r.i(70, 200))),
                                               " with ", str(r.i(40, 90)), "% relief for ", str(r.i(3, 12)), " weeks"],
                                              "none (first block)", "2 previous, good but short-lived response"]))
    n.line("Pre-procedure pain score: {a}/10. {o}", a=str(r.i(4, 9)),
           o=r.c(["BP %d/%d, HR %d." % (r.i(105, 145), r.i(62, 92), r.i(56, 96)), "Obs within normal limits.", "Afebrile."]))
    n.line("Consent: {x}", x=r.c(["verbal consent after discussion of risks (pain, bleeding, infection, vasovagal syncope, local alopecia, skin atrophy, failure).",
                                   "written consent obtained. Patient leaflet given.",
                                   "consent form signed; risks incl. steroid-related skin changes explained"]))
    n.line("Allergies: {a}", a=r.c(["NKDA", "penicillin (rash)", "none known", "latex", "codeine (vomiting)"]))
    n.add("\n")
    n.line("Technique:")
    if ab.startswith("GON"):
        n.line("{x}", x=typo(r, r.c([
            "Patient seated, head flexed. Greater occipital nerve located one-third of the way between the external occipital protuberance and the mastoid process, medial to the occipital artery.",
            "Prone position. Landmark technique: 2 cm lateral and 2 cm inferior to the occipital protuberance. Occipital artery palpated.",
            "Ultrasound-guided at C2 level between obliquus capitis inferior and semispinalis capitis (Sonosite Edge II, linear probe)."])))
        med = r.c(["lidocaine 2% 2 mL + methylprednisolone acetate (Depo-Medrone) 40 mg", "lidocaine 2% 3 mL + methylprednisolone 80 mg",
                   "bupivacaine 0.5% 2 mL + triamcinolone 40 mg", "lidocaine 1% 2.5 mL (no steroid)",
                   "lignocaine 2% 2 mL + dexamethasone 4 mg"])
        n.line("Injectate per side: {m}. 25G needle, negative aspiration.", m=med)
        n.line("Sides: {s}", s=r.c(["bilateral", "right", "left", "right (symptomatic side)"]))
    elif ab == "SPG":
        n.line("Supine, neck extended. Tx360 device via each nostril, 0.3 mL bupivacaine 0.5% per side. Repeated after 10 min.")
    else:
        n.line("Nerve identified at the {s}. 27G needle, 0.5-1 mL {m} per point.", s=r.c(["supraorbital notch", "medial orbital rim", "tragus, posterior to the superficial temporal artery"]),
               m=r.c(["lidocaine 2%", "bupivacaine 0.25%", "lidocaine 1% with triamcinolone 10 mg"]))
    n.add("\n")
    n.line("Outcome: {x}", x=r.c([
        "numbness in the GON distribution within 5 minutes. Pain %d/10 -> %d/10 at 15 minutes." % (r.i(5, 9), r.i(0, 4)),
        "immediate reduction in pain; no complications.",
        "brief vasovagal episode, managed supine; recovered. Pain unchanged at 20 minutes.",
        "minor bleeding from puncture site, pressure applied."]))
    n.line("Post-procedure obs: BP {a}/{b}, HR {h}, observed {m} min.", a=str(r.i(100, 140)), b=str(r.i(60, 90)),
           h=str(r.i(55, 95)), m=str(r.c([15, 20, 30])))
    n.line("Discharge: {x}", x=r.c([["home with ", F.relative(c)], "home independently", ["collected by ", F.relative(c), "."],
                                    "returned to work"]))
    n.line("Aftercare: {x}", x=r.c(["Advised that steroid may cause transient flushing, insomnia or raised glucose. Keep diary.",
                                    "Avoid driving for 30 min. May have temporary numbness of the scalp.",
                                    "Contact the headache nurse line if fever, spreading redness or swelling."]))
    if r.p(0.4):
        n.line("Headache nurse line: {p}", p=P(c.hosp_phone + (c.loc.ext() if r.p(0.5) else ""), "PHONE"))
    parking(n, c, 0.15)
    n.line("Plan: {x}", x=r.c(["review response in %d weeks by telephone" % r.c([4, 6, 8]),
                                ["repeat block no sooner than ", c.d(add_days(c.visit, r.c([84, 90, 91]))), " if >50% benefit"],
                                "continue verapamil titration with ECG before each increase",
                                "if no benefit consider referral for occipital nerve stimulation assessment"]))
    n.add("\n")
    n.line("Signed: {o} {t}", o=nm(r, op, "DOCTOR", r.c(["full", "title_last", "init_last"])),
           t=r.c(["(ST5 Neurology)", "(Neurology Registrar)", "(Consultant)", "(Fellow)", ""]))
    if r.p(0.5):
        lab, val = c.loc.doc_license(op.last)
        n.line("{l}: {v}", l=lab, v=P(val, "LICENSE"))
    if r.p(0.45):
        F.sys_footer(n, c, op)
    return n


# ---------------------------------------------------------------------------
def lp_note(r, c):
    n = Note()
    us = c.cc in ("US", "CA")
    op = r.i(26, 52) if r.p(0.8) else r.i(12, 24)
    cp = max(8, op - r.i(10, 25))
    fluoro = r.p(0.35)
    n.line(r.c(["LUMBAR PUNCTURE - PROCEDURE NOTE", "Lumbar puncture with opening pressure",
                "Day Case LP (IIH pathway)", "PROCEDURE: DIAGNOSTIC AND THERAPEUTIC LUMBAR PUNCTURE"]))
    if fluoro:
        n.line("Fluoroscopy-guided - Interventional Radiology, {h}", h=P(c.hosp, "HOSPITAL"))
    else:
        n.line("{w}, {h}{bed}", w=P(c.ward, "HOSPITAL"), h=P(c.hosp, "HOSPITAL"),
               bed=["  Bed ", P(str(r.i(1, 24)), "LOCATION_OTHER")] if r.p(0.7) else "")
    n.add("\n")
    n.line("Patient: {p}   DOB: {d}   {a}", p=c.pt_name("lf", r.p(0.6)), d=c.dob_p(),
           a=[c.age_p(), "y ", c.pt.sex])
    n.add(c.id_block("   "), "\n")
    if us:
        n.line("Acct: {a}", a=P(c.loc.account(), "ACCOUNT"))
    n.line("Date: {d}   Start {t}", d=c.visit_p(), t=hhmm(r))
    id_check(n, c, 0.35)
    n.add("\n")
    n.line("Indication: {x}", x=r.c([
        ["suspected IIH - bilateral ", "papilledema" if us else "papilloedema", " on fundoscopy (",
         c.d(add_days(c.visit, -r.i(2, 30))), "), MRI/MRV no venous sinus thrombosis"],
        "known IIH, therapeutic LP for worsening headache and visual obscurations",
        "headache with pulsatile tinnitus and sixth nerve palsy; exclude raised ICP",
        ["query IIH without ", "papilledema" if us else "papilloedema", "; MRI features suggestive (empty sella, transverse sinus stenosis)"],
        "post-shunt revision assessment of pressure"]))
    n.line("Pre-procedure: platelets {p} x10^9/L, INR {i}, {ac}. BMI {b}.", p=str(r.i(160, 390)),
           i="%.1f" % r.u(0.9, 1.2), ac=r.c(["no anticoagulants", "apixaban held 48 h", "aspirin continued", "no antiplatelets"]),
           b="%.1f" % r.u(24, 49))
    n.line("Consent: {x}", x=r.c(["written, risks incl. post-LP headache (~10-30%), back pain, bleeding, infection, nerve root irritation",
                                   "written consent; pt information leaflet given", "verbal and written consent obtained"]))
    n.add("\n")
    n.line("Position: {p}. Level: {l}. {lat}",
           p=r.c(["left lateral decubitus", "right lateral decubitus", "prone (fluoroscopy)"]) if not fluoro else "prone",
           l=r.c(["L3/4", "L4/5", "L2/3", "L3-L4", "L4-L5"]),
           lat=r.c(["Aseptic technique, chlorhexidine 2%.", "Skin infiltrated with lidocaine 1% 5 mL.", ""]))
    n.line("Needle: {nd}. Attempts: {a}.", nd=r.c(["22G Sprotte atraumatic", "20G Quincke", "22G Whitacre",
                                                   "25G Sprotte 90 mm", "22G spinal needle, 12 cm (body habitus)"]),
           a=str(r.w([(6, 1), (3, 2), (1, 3)])))
    if fluoro:
        n.line("Screening time {s} min, DAP {d} cGy.cm2. Performed by {rd}.", s="%.1f" % r.u(0.2, 2.5),
               d=str(r.i(40, 900)), rd=nm(r, c.rad, "DOCTOR", r.c(["title_full", "title_last"])))
    n.line("Opening pressure: {o} cm CSF ({cond}){ref}", o=str(op),
           cond=r.c(["legs extended, relaxed", "patient relaxed, lateral", "measured in lateral position after prone LP"]),
           ref=r.c([" [normal <25 cm]", "", " - raised", " (ref 10-25 cmH2O)"]) if op >= 25 else " - normal")
    n.line("CSF appearance: {a}. Volume removed: {v} mL. Closing pressure: {cp} cm CSF.",
           a=r.c(["clear and colourless", "clear", "gin-clear", "slightly blood-stained first tube, clearing"]),
           v=str(r.c([10, 15, 20, 25, 30])), cp=str(cp))
    n.line("Samples sent: {s}", s=r.c([
        ["MC&S, protein, glucose (paired serum), cytology. Specimen no. ", P("%s%s-%s" % (r.c(["CSF", "MB", "B"]), c.visit.year % 100, r.digits(6)), "IDNUM")],
        ["biochemistry, microbiology. Lab order ", P(r.digits(9), "IDNUM")],
        "protein/glucose only (pressure study)",
        ["cell count, protein, glucose, OCB (paired serum). Requisition ", P("RQ" + r.digits(7), "IDNUM")]]))
    n.add("\n")
    n.line("Post-procedure: {x}", x=typo(r, r.c([
        "headache improved from %d/10 to %d/10 after drainage. Obs stable." % (r.i(6, 9), r.i(1, 5)),
        "no complications. Encouraged fluids, simple analgesia prn.",
        "mild low back pain at puncture site. Neuro obs normal.",
        "transient right leg paraesthesia during needle insertion, resolved on withdrawal."])))
    if r.p(0.6):
        rd = add_days(c.visit, r.i(0, 2))
        n.line("Results ({d}): WCC {w}/uL, RBC {rb}/uL, protein {p} g/L, glucose {g} mmol/L (serum {s}). Gram stain: no organisms.",
               d=c.d(rd), w=str(r.i(0, 4)), rb=str(r.i(0, 40)), p="%.2f" % r.u(0.15, 0.45), g="%.1f" % r.u(2.8, 4.2),
               s="%.1f" % r.u(4.6, 6.8))
    n.add("\n")
    n.line("Impression: {x}", x=r.c(["raised opening pressure with normal CSF constituents, consistent with IIH (modified Dandy criteria met)." if op >= 25 else
                                      "normal opening pressure; IIH unlikely.",
                                      "opening pressure %d cm CSF; in context supportive of IIH." % op if op >= 25 else
                                      "pressure within normal range; consider other causes of headache."]))
    n.line("Plan: {x}", x=r.c([C.iih_plan(r), "Discharge home today. Neurology follow-up in IIH clinic in 4 weeks.",
                                ["Discharge home with ", F.relative(c), ". Advised post-LP headache precautions; return if fever or severe positional headache."],
                                "Start acetazolamide; ophthalmology review within 2 weeks."]))
    if r.p(0.3):
        n.line("Ward phone for concerns (24 h): {p}", p=P(c.loc.phone(), "PHONE"))
    parking(n, c, 0.2)
    n.add("\n")
    opr = c.reg if r.p(0.6) else c.cons
    n.line("Performed by: {o}, {role}", o=nm(r, opr, "DOCTOR", r.c(["full", "title_full", "init_last"])),
           role=r.c(["Neurology Registrar", "Specialty Registrar", "Consultant Neurologist", "Neurology resident", "Fellow"]))
    if r.p(0.4):
        n.line("Pager: {p}", p=P(c.loc.pager(), "PHONE"))
    if r.p(0.5):
        F.sys_footer(n, c, opr)
    return n

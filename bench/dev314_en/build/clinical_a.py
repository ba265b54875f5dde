"""Clinical scenarios, part A: tendon, fracture and amputation injuries.

Nothing in here is PHI; these strings supply the hard negatives (eponyms, doses, scores,
zones, implant model names, durations such as 6/52).
"""
from core import R, pick, chance

DIGITS = ["thumb", "index", "middle", "ring", "little"]
DABBR = {"thumb": "T", "index": "IF", "middle": "MF", "ring": "RF", "little": "LF"}
FINGERS = ["index", "middle", "ring", "little"]

ANALG = ["paracetamol 1 g QDS + ibuprofen 400 mg TDS PRN", "paracetamol 1 g QDS, codeine 30 mg QDS PRN",
         "co-codamol 30/500 2 tabs QDS PRN", "acetaminophen 650 mg q6h PRN, ibuprofen 600 mg q8h with food",
         "paracetamol 1 g QDS, oxycodone 5 mg q4h PRN (max 3 days)", "regular paracetamol; naproxen 500 mg BD with PPI cover"]
ABX = ["co-amoxiclav 625 mg TDS for 5/7", "flucloxacillin 500 mg QDS for 5 days", "cephalexin 500 mg QID x 5 days",
       "IV cefazolin 2 g stat then cephalexin 500 mg QID", "clindamycin 450 mg TDS 5/7",
       "co-amoxiclav 1.2 g IV stat then 625 mg PO TDS"]


def fing(d):
    return d if d == "thumb" else d + " finger"


def scen(**kw):
    base = {"op": None, "ncs": None, "specimen": False, "implant": None, "work_ok": True,
            "digit": None, "zone": None, "code": "", "nonop": False}
    base.update(kw)
    return base


def flexor(side, d=None):
    d = d or pick(FINGERS + ["thumb"])
    thumb = d == "thumb"
    zone = pick(["T2", "T1"]) if thumb else pick(["II", "II", "II", "I", "III"])
    tend = "FPL" if thumb else pick(["FDP and FDS", "FDP", "FDP (FDS intact)", "FDP + FDS"])
    pct = pick(["100%", "complete", "~90%", "complete"])
    mech = pick(["cut %s %s on a broken glass while washing up" % (side, fing(d)),
                 "slipped with a Stanley knife opening a box, volar laceration %s %s" % (side, fing(d)),
                 "sliced %s %s on a mandoline slicer" % (side, fing(d)),
                 "laceration %s %s from a broken wine bottle" % (side, fing(d)),
                 "caught %s %s on sheet metal edge" % (side, fing(d)),
                 "knife slipped while boning meat - volar cut %s %s" % (side, fing(d))])
    exam = ["Resting cascade disrupted - %s sits in extension" % fing(d),
            "No active DIPJ flexion%s" % ("" if "FDS intact" in tend else "; no isolated PIPJ flexion"),
            "Transverse 1.5 cm laceration over %s, clean edges" % pick(["P1 volar", "A2 pulley region", "volar PIPJ crease", "DIPJ crease"]),
            pick(["Sensation intact both digital nerves", "Reduced sensation ulnar border - ? ulnar digital nerve",
                  "2PD 5 mm radial / >15 mm ulnar side", "Sensation subjectively altered radial side"]),
            "CRT < 2 s, digit pink and well perfused"]
    repair = pick(["4-strand Adelaide repair with 3-0 Ethibond core + 6-0 Prolene epitendinous",
                   "6-strand M-Tang repair with 4-0 looped Supramid + 6-0 Prolene running epitendinous",
                   "4-strand cruciate repair 3-0 FiberWire, 6-0 Prolene epitendinous",
                   "modified Kessler 4-strand 3-0 Prolene, 6-0 Prolene epitendinous"])
    op = {"title": "Exploration and repair of %s, %s %s, zone %s" % (tend.split(" (")[0], side, fing(d), zone),
          "anaes": pick(["WALANT (1% lidocaine with 1:100,000 adrenaline, 15 ml)", "GA + LMA", "axillary brachial plexus block",
                         "WALANT - lidocaine 1% + adrenaline 1:200,000, 20 ml total"]),
          "findings": ["%s divided %s at zone %s" % (tend, pct, zone),
                       pick(["Proximal stump retracted to palm", "Proximal end held by vinculum at A2", "Distal stump under A4"]),
                       pick(["A2 and A4 pulleys intact", "A3 pulley vented", "Partial A4 venting required"]),
                       pick(["Both digital nerves intact", "Ulnar digital nerve 50% divided - repaired 9-0 Ethilon",
                             "Radial digital nerve divided - repaired 9-0 nylon, 2 epineurial sutures"])],
          "steps": ["Brunner extension of wound", "Tendon ends retrieved with paediatric feeding tube",
                    "Core repair: " + repair, "Active intra-op flexion/extension tested (WALANT) - no gapping, glides through pulleys",
                    "Wound washed 500 ml saline"],
          "closure": "5-0 Vicryl Rapide interrupted", "tourniquet": pick(["nil - WALANT", "250 mmHg, 48 min", "250 mmHg 62 min", "nil"])}
    return scen(key="flexor", dx="Zone %s flexor tendon injury %s %s (%s)" % (zone, side, fing(d), tend), digit=d, zone=zone,
                short="Z%s %s lac %s %s" % (zone.replace("T", ""), tend.split(" ")[0], side[0].upper(), d), code="S66.0",
                mech=mech, exam=exam, xray=pick(["XR: no FB, no fracture", "X-ray - no bony injury or glass FB", "n/a (no FB suspected)"]),
                plan=["Listed for flexor tendon repair on trauma list", "Washout and dressing in ED, %s" % pick(ABX),
                      "Dorsal blocking splint until theatre", "Tetanus status checked - %s" % pick(["up to date", "booster given", "Boostrix given"])],
                op=op, therapy=pick(["Early active motion (Saint John protocol)", "Manchester short splint regime",
                                     "Modified Belfast regime", "Controlled active motion - 6 week protocol", "Kleinert-style passive flexion regime"]),
                splint={"name": pick(["Dorsal blocking orthosis (DBO)", "Manchester short splint", "Forearm-based dorsal blocking splint"]),
                        "pos": pick(["wrist 20° flexion, MCPJs 60-70° flexion, IPJs full extension",
                                     "wrist neutral-20° ext, MCPJs 30° flexion, IPJs straight", "wrist free, MCPJs 70°, IPJs neutral"]),
                        "regime": "Full time for 6/52, remove for exercises and hygiene only"},
                rtw={"weeks": pick([8, 10, 12]), "restr": ["No gripping or lifting with the %s hand for 12 weeks" % side,
                                                             "One-handed duties only until 8/52", "No vibrating tools, no heavy gripping until 12/52"]},
                weeks_ther=12)


def extensor(side, d=None):
    d = d or pick(FINGERS)
    zone = pick(["V", "VI", "IV", "VII"])
    mech = pick(["punched a window - lacerations dorsum %s hand over %s MCPJ" % (side, d),
                 "angle grinder kicked back - dorsal laceration %s hand" % side,
                 "fell onto broken glass, dorsal cut %s hand" % side,
                 "fight bite to %s %s MCPJ (struck someone's tooth)" % (side, d)])
    fb = "fight bite" in mech
    exam = ["Extensor lag %s° at MCPJ %s" % (pick(["30", "45", "60", "20"]), d),
            "2 cm laceration dorsum over %s metacarpal%s" % (d, " - tooth mark, joint may be breached" if fb else ""),
            "Sagittal band intact on palpation", "Sensation intact SRN distribution", "Cap refill brisk"]
    op = {"title": "Washout %s %s MCPJ and repair EDC to %s, zone %s" % (side, d, d, zone),
          "anaes": pick(["WALANT", "regional block", "GA"]),
          "findings": ["EDC to %s %s divided, zone %s" % (d, pick(["80%", "completely", "60%"]), zone),
                       pick(["Joint capsule breached - cartilage intact", "No joint breach", "Small chondral dent MC head"]),
                       pick(["No FB", "Tooth fragment retrieved", "Small glass shard removed"])],
          "steps": ["Wound extended longitudinally", "Thorough washout 1 L saline", "Repair with 4-0 Prolene running-interlocking horizontal mattress",
                    "Checked tenodesis - no gapping"],
          "closure": "4-0 nylon interrupted (left loosely apposed if fight bite)" if fb else "4-0 nylon interrupted",
          "tourniquet": pick(["250 mmHg, 35 min", "nil", "250 mmHg 40 min"])}
    return scen(key="extensor", dx="Zone %s extensor tendon laceration (EDC %s) %s hand%s" % (zone, d, side, ", fight bite" if fb else ""),
                digit=d, zone=zone, short="EDC %s Z%s %s" % (d, zone, side[0].upper()), code="S66.3", mech=mech, exam=exam,
                xray=pick(["XR: no fracture, no FB", "X-ray: no tooth fragment, MC head intact", "Radiograph - soft tissue swelling only"]),
                plan=["Washout + extensor repair", "IV antibiotics: %s" % pick(ABX), "Elevate in Bradford sling"],
                op=op, therapy=pick(["ICAM (immediate controlled active motion) yoke orthosis", "Norwich regime", "Early active motion protocol - zone V/VI"]),
                splint={"name": pick(["Relative motion extension (yoke) orthosis", "Volar wrist-hand orthosis", "Norwich-type extension splint"]),
                        "pos": pick(["affected MCPJ 15-20° extension relative to neighbours", "wrist 30° ext, MCPJs 0-20° flexion, IPJs free"]),
                        "regime": "Full time 4/52, then daytime wean"},
                rtw={"weeks": pick([4, 6, 8]), "restr": ["Light duties with yoke orthosis in situ", "No heavy gripping 8/52"]}, weeks_ther=8)


def mallet(side, d=None):
    d = d or pick(["middle", "ring", "little", "index"])
    bony = chance(0.4)
    mech = pick(["jammed %s %s tucking in a bed sheet" % (side, fing(d)), "ball struck tip of %s %s playing %s" % (side, fing(d), pick(["netball", "cricket", "basketball", "softball"])),
                 "stubbed %s %s on a door" % (side, fing(d)), "caught %s %s in a car door" % (side, fing(d))])
    return scen(key="mallet", dx="%s mallet injury %s %s" % ("Bony" if bony else "Soft-tissue", side, fing(d)), digit=d,
                short="Mallet %s %s" % (side[0].upper(), d), code="S63.6", mech=mech, nonop=True,
                exam=["DIPJ droop %s°, actively correctable to %s°" % (pick(["30", "40", "25", "45"]), pick(["15", "20", "10"])),
                      "No swan neck", "Skin intact over dorsum DIPJ", "FDP intact"],
                xray="XR: %s" % ("dorsal base P3 fragment involving %s of articular surface, joint congruent" % pick(["20%", "30%", "25%"]) if bony else "no fracture"),
                plan=["Mallet splint (Stack/thermoplastic) full time 6/52 then nights 2/52",
                      "Taught skin checks and DIPJ kept straight when changing splint", "Review with lateral XR in splint"],
                therapy="Custom thermoplastic DIPJ extension orthosis", splint={"name": "Thermoplastic DIPJ extension (mallet) orthosis",
                "pos": "DIPJ 0-5° hyperextension, PIPJ free", "regime": "24/7 for 6/52 - DIPJ must not flex; then nights 2/52"},
                rtw={"weeks": 0, "restr": ["Keep splint dry; may work with glove over splint"]}, weeks_ther=8)


def mc_fracture(side, d=None):
    d = d or pick(["little", "little", "ring", "index", "middle"])
    site = pick(["neck", "shaft (spiral)", "base", "neck"])
    ang = pick(["35", "40", "50", "25", "60"])
    op_needed = chance(0.45)
    mech = pick(["punched a wall", "fell off bicycle onto %s hand" % side, "crush injury at work - pallet dropped on hand",
                 "punched a door frame in frustration", "fell while playing football"])
    exam = ["Swelling over %s MC, loss of knuckle contour" % d, pick(["No scissoring", "Mild scissoring on composite flexion", "5° rotational malalignment"]),
            "Skin intact" if not "punch" in mech else "Small abrasion over MCPJ - not penetrating", "NVI"]
    op = None
    implant = None
    if op_needed:
        fix = pick(["ORIF with 2.0 mm low-profile locking plate", "antegrade intramedullary K-wiring (2 x 1.6 mm)",
                    "CRIF with headless compression screw", "ORIF with 2 x 1.5 mm lag screws"])
        if "plate" in fix or "screw" in fix:
            implant = pick(["Medartis APTUS Hand 2.0 straight plate 6-hole", "Synthes LCP 2.0 mm T-plate", "Acumed Hand Fracture System 2.0 plate",
                            "Arthrex 2.2 mm headless compression screw 32 mm", "Stryker VariAx Hand 1.5 mm cortical screws x2"])
        op = {"title": "%s %s %s metacarpal %s fracture" % (fix.split(" with ")[0] if " with " in fix else fix, side, d, site.split(" ")[0]),
              "anaes": pick(["GA", "supraclavicular block", "WALANT"]),
              "findings": ["%s fracture %s MC %s, %s° apex dorsal, %s" % (site, d, "neck" if "neck" in site else "", ang, pick(["comminuted volar cortex", "simple", "short oblique"])),
                           "Rotation corrected, checked with tenodesis cascade"],
              "steps": ["Reduced using Jahss manoeuvre", "Fixed: " + fix, "II screening AP/lateral/oblique - satisfactory", "Periosteum closed 4-0 Vicryl"],
              "closure": "4-0 Monocryl subcuticular", "tourniquet": pick(["250 mmHg 55 min", "nil", "250 mmHg, 71 min"])}
    return scen(key="mc_fracture", dx="%s %s metacarpal %s fracture" % (side.capitalize(), d, site), digit=d,
                short="#%s MC %s %s" % ({"index": "2nd", "middle": "3rd", "ring": "4th", "little": "5th"}[d], site.split(" ")[0], side[0].upper()),
                code="S62.3", mech=mech, exam=exam, implant=implant,
                xray="XR %s hand: %s MC %s fracture, %s° angulation, %s" % (side, d, site, ang, pick(["no intra-articular extension", "minimal shortening (2 mm)", "4 mm shortening"])),
                plan=(["Listed for fixation - rotational deformity"] if op_needed else ["Buddy strapping + hand-based ulnar gutter orthosis 3/52", "Accept angulation - functional treatment"]),
                op=op, nonop=not op_needed, therapy="Early ROM within orthosis; oedema control",
                splint={"name": pick(["Hand-based ulnar gutter orthosis", "Galveston-type MC fracture brace", "Position of safety (POSI) orthosis"]),
                        "pos": "MCPJs 70-90° flexion, IPJs free" if not op_needed else "wrist 20° ext, MCPJs 70°, IPJs 0°",
                        "regime": "Full time 3/52, remove for washing"},
                rtw={"weeks": pick([3, 4, 6]), "restr": ["No lifting > 5 kg with %s hand for 6/52" % side, "No contact sport 8/52"]}, weeks_ther=6)


def phalanx_fracture(side, d=None):
    d = d or pick(FINGERS)
    bone = pick(["P1 base", "P1 spiral shaft", "P2 condylar", "PIPJ volar plate avulsion", "P1 unicondylar"])
    op_needed = "spiral" in bone or "condylar" in bone
    mech = pick(["finger caught in dog lead", "fell skiing, hyperextension injury", "hit by hockey ball", "jammed finger in machinery roller", "fell onto outstretched hand"])
    implant = pick(["Medartis APTUS 1.2 mm screws x3", "Synthes 1.3 mm cortex screws", "KLS Martin 1.5 mm lag screws x2", None]) if op_needed else None
    op = {"title": "ORIF %s %s %s fracture" % (side, fing(d), bone), "anaes": pick(["WALANT", "GA", "wrist block"]),
          "findings": ["%s fracture %s, %s" % (bone, fing(d), pick(["displaced 2 mm with rotation", "step in articular surface 1.5 mm", "long oblique, 10° malrotation"]))],
          "steps": ["Mid-axial approach", "Reduced with pointed reduction forceps", "Fixed: %s" % (implant or "2 x 1.1 mm K-wires, bent and cut"), "II screening satisfactory"],
          "closure": "5-0 nylon", "tourniquet": "250 mmHg 38 min"} if op_needed else None
    return scen(key="phalanx_fracture", dx="%s %s fracture %s" % (bone, fing(d), side), digit=d, short="# %s %s %s" % (bone, d, side[0].upper()),
                code="S62.6", mech=mech, exam=["Fusiform swelling %s" % fing(d), "ROM limited by pain", pick(["Malrotation on flexion", "No malrotation", "Tender over volar PIPJ"])],
                xray="XR %s %s: %s fracture" % (side, fing(d), bone), implant=implant,
                plan=["ORIF on next available list"] if op_needed else ["Buddy strap, early active ROM, dorsal blocking for volar plate"],
                op=op, nonop=not op_needed, therapy="Early protected ROM, oedema management (Coban)",
                splint={"name": pick(["Dorsal extension block splint", "Hand-based finger orthosis", "Buddy loops + gutter splint"]),
                        "pos": "PIPJ blocked at 30° from full extension" if "volar" in bone else "MCPJs 70°, IPJs 0°", "regime": "Full time 3-4/52"},
                rtw={"weeks": pick([2, 4, 6]), "restr": ["Light duties, keep splint on"]}, weeks_ther=6)


def amputation(side, d=None):
    d = d or pick(["thumb", "index", "middle", "ring"])
    lvl = pick(["through P1 (Tamai zone III)", "at DIPJ level (zone II)", "distal to FDS insertion", "at proximal P2"]) if d != "thumb" else pick(["thumb at IPJ", "thumb through P1"])
    mech = pick(["circular saw injury - %s %s amputated" % (side, fing(d)), "caught in log splitter", "ring avulsion - ring caught on fence while jumping",
                 "table saw, clean cut %s %s" % (side, fing(d)), "chainsaw injury while cutting firewood", "crush-avulsion in hydraulic press"])
    op = {"title": "Replantation %s %s" % (side, fing(d)), "anaes": "GA + infraclavicular catheter",
          "findings": ["Complete amputation %s %s %s" % (side, fing(d), lvl), pick(["Clean guillotine-type injury", "Moderate crush zone 5 mm", "Avulsion - red line sign on ulnar digital artery"]),
                       "Warm ischaemia %s h, cold %s h" % (pick(["1.5", "2", "3"]), pick(["4", "5.5", "6"]))],
          "steps": ["Back-table preparation under microscope, structures tagged 8-0", "Bone shortened 3 mm, fixed with 2 x 1.1 mm K-wires (crossed)",
                    "FDP repaired 4-strand, extensor 4-0 Prolene", "Ulnar digital artery anastomosed 10-0 nylon; vein graft from volar wrist for radial side",
                    "Two dorsal veins anastomosed 10-0", "Both digital nerves repaired 9-0", "Digit pink, CRT 2 s at end"],
          "closure": "5-0 nylon loose, no tight dressings", "tourniquet": "250 mmHg 120 min, released x2"}
    return scen(key="amputation", dx="Traumatic amputation %s %s %s" % (side, fing(d), lvl), digit=d, short="Amp %s %s" % (side[0].upper(), d),
                code="S68.1", mech=mech, op=op,
                exam=["Amputated part wrapped in saline gauze, in bag on ice", "Stump: clean cut edges, bone exposed", "Other digits NVI"],
                xray="XR hand and amputated part: %s level, part intact" % lvl.split(" (")[0],
                plan=["Accepted for replant - direct to theatre", "Keep part cool not frozen", "Warm patient, no smoking, no caffeine",
                      "Aspirin 150 mg + LMWH per replant protocol"],
                therapy="Replant protocol: protective splint, leech/monitoring chart, gentle ROM from day 5", weeks_ther=16,
                splint={"name": "Forearm-based protective replant orthosis", "pos": "wrist neutral, MCPJs 60°, IPJs 0°, bulky non-constrictive",
                        "regime": "Full time 6/52"}, rtw={"weeks": pick([12, 16, 20]), "restr": ["No work with %s hand until cleared" % side, "Avoid cold exposure/vibration"]})


def bennett(side, d="thumb"):
    fixk = chance(0.5)
    op = {"title": "%s %s Bennett fracture" % ("CRIF (K-wire)" if fixk else "ORIF (screw)", side),
          "anaes": pick(["GA", "regional"]), "findings": ["Volar-ulnar fragment %s of joint surface, base of MC subluxed radially by APL" % pick(["20%", "30%", "25%"])],
          "steps": ["Closed reduction: traction, abduction, pronation", "Fixed: %s" % ("2 x 1.6 mm K-wires (MC to trapezium and to index MC)" if fixk else "2.0 mm lag screw (Wagner approach)"),
                    "II: congruent CMCJ"], "closure": "4-0 nylon", "tourniquet": "250 mmHg 44 min"}
    return scen(key="bennett", dx="%s Bennett's fracture-dislocation thumb" % side.capitalize(), digit="thumb", short="Bennett # %s" % side[0].upper(),
                code="S62.2", mech=pick(["fell onto thumb playing rugby", "punched a wall", "fell off quad bike", "thumb caught in steering wheel (RTC)"]),
                exam=["Swelling thenar base", "Tender CMCJ, painful pinch", "Skin intact", "EPL and FPL working"],
                xray="XR thumb: intra-articular fracture base 1st MC with subluxation (Bennett)", op=op,
                implant=pick(["Synthes 2.0 mm cortex screw x1", "Medartis 2.0 mm lag screw", None]) if not fixk else None,
                plan=["Thumb spica POP, elevate", "Listed for fixation"], therapy="Thumb spica then CMC stabilisation programme",
                splint={"name": "Forearm-based thumb spica orthosis", "pos": "wrist 20° ext, CMCJ palmar abduction, IPJ free", "regime": "Full time 6/52"},
                rtw={"weeks": 6, "restr": ["No pinch/grip loading %s thumb until 10/52" % side]}, weeks_ther=10)


def ucl(side, d="thumb"):
    stener = chance(0.5)
    op = {"title": "Repair %s thumb UCL with bone anchor" % side, "anaes": pick(["WALANT", "GA"]),
          "findings": ["UCL avulsed from base P1%s" % (", Stener lesion present (adductor aponeurosis interposed)" if stener else ", not displaced")],
          "steps": ["Lazy-S incision over MCPJ", "Adductor aponeurosis divided and tagged", "Mini bone anchor into P1 base, ligament re-attached", "Aponeurosis repaired 4-0 PDS"],
          "closure": "5-0 nylon", "tourniquet": "250 mmHg 30 min"} if stener else None
    return scen(key="ucl", dx="%s thumb UCL injury%s" % (side.capitalize(), " with Stener lesion" if stener else " (partial)"), digit="thumb",
                short="Skier's thumb %s" % side[0].upper(), code="S63.6", mech=pick(["fell while skiing, pole in hand", "fell off trampoline", "thumb hyperabducted in goalkeeping", "fall on ice"]),
                exam=["Laxity on valgus stress at 30° flexion: %s°" % pick(["40", "45", "35"]), "Palpable lump ulnar MCPJ" if stener else "No palpable Stener lump", "Pinch weak and painful"],
                xray="XR: %s" % pick(["no bony avulsion", "small avulsion base P1 ulnar side"]), op=op, nonop=not stener,
                implant=pick(["Arthrex Mini QuickAnchor 2.5 mm", "Mitek micro anchor"]) if stener else None,
                plan=["Listed for UCL repair"] if stener else ["Hand-based thumb spica 6/52"], therapy="Thumb MCPJ protection, AROM at 4/52",
                splint={"name": "Hand-based thumb spica (MCPJ) orthosis", "pos": "MCPJ 10-20° flexion, slight ulnar deviation, IPJ free", "regime": "Full time 6/52"},
                rtw={"weeks": 2, "restr": ["No forceful pinch 12/52"]}, weeks_ther=10)


def nailbed(side, d=None):
    d = d or pick(FINGERS + ["thumb"])
    return scen(key="nailbed", dx="Nail bed laceration %s %s with tuft fracture" % (side, fing(d)), digit=d, short="Nailbed %s %s" % (side[0].upper(), d),
                code="S61.1", mech=pick(["finger shut in car door", "hit with hammer", "trapped in folding chair", "crushed between weights at gym"]),
                exam=["Subungual haematoma > 50%", "Nail plate lifted proximally", "Pulp intact, sensate"], xray="XR: tuft fracture P3, minimally displaced",
                op={"title": "Nail bed repair %s %s" % (side, fing(d)), "anaes": "digital ring block (1% lidocaine plain 4 ml)",
                    "findings": ["Stellate nail bed laceration 8 mm", "Tuft fracture stable after repair"],
                    "steps": ["Nail plate removed", "Nail bed repaired 7-0 Vicryl Rapide", "Nail plate replaced as splint, secured figure-of-8 5-0 nylon"],
                    "closure": "Figure-of-8 suture", "tourniquet": "finger tourniquet (Tourni-Cot) 18 min"},
                plan=["Nail bed repair under ring block", pick(ABX)], therapy="Desensitisation; tip protection", weeks_ther=4,
                splint={"name": "Tip protector orthosis", "pos": "DIPJ neutral, pulp protected", "regime": "Daytime 3/52"},
                rtw={"weeks": 1, "restr": ["Keep dressing dry; glove for dirty work"]})


def distal_radius(side, d=None):
    op_needed = chance(0.6)
    implant = pick(["Acumed Acu-Loc 2 volar distal radius plate", "Synthes 2.4 mm VA-LCP volar rim plate", "Medartis APTUS 2.5 TriLock plate", "Skeletal Dynamics Geminus plate"]) if op_needed else None
    op = {"title": "ORIF %s distal radius fracture (volar locking plate)" % side, "anaes": pick(["GA", "supraclavicular block"]),
          "findings": ["Dorsally displaced, dorsal comminution, intra-articular split (AO 23-C1)", "DRUJ stable after fixation"],
          "steps": ["Modified Henry approach through FCR sheath", "Pronator quadratus elevated", "Reduced, provisional K-wire", "Plate applied: " + (implant or ""), "II: volar tilt restored 8°, radial inclination 21°"],
          "closure": "PQ repaired, 3-0 Vicryl, 4-0 Monocryl", "tourniquet": "250 mmHg 64 min"} if op_needed else None
    return scen(key="distal_radius", dx="%s distal radius fracture" % side.capitalize(), digit=None, short="DR # %s" % side[0].upper(), code="S52.5",
                mech=pick(["FOOSH from standing height", "fell off ladder ~2 m", "fall from horse", "slipped on wet floor at supermarket", "fell from e-scooter"]),
                exam=["Dinner fork deformity", "Median nerve sensation intact", "Skin intact", "Radial pulse present"],
                xray="XR wrist: dorsally angulated (%s°) distal radius fracture, %s mm shortening, ulnar styloid fracture" % (pick(["20", "25", "30"]), pick(["3", "4", "5"])),
                implant=implant, op=op, nonop=not op_needed,
                plan=["MUA + backslab in ED", "Listed for ORIF"] if op_needed else ["Below-elbow cast 5/52", "Repeat XR at 1/52"],
                therapy="Wrist ROM, tendon gliding, pronation/supination; watch for EPL rupture & CRPS", weeks_ther=10,
                splint={"name": "Volar wrist orthosis (thermoplastic)", "pos": "wrist 20° extension", "regime": "Day for comfort 4/52, off for exercises"},
                rtw={"weeks": pick([6, 8]), "restr": ["No lifting > 2 kg 6/52", "Keyboard work OK with breaks"]})


def scaphoid(side, d=None):
    op_needed = chance(0.5)
    implant = pick(["Acutrak 2 Mini headless screw 22 mm", "Synthes 3.0 mm HCS 24 mm", "Herbert-Whipple screw 22 mm"]) if op_needed else None
    op = {"title": "Percutaneous fixation %s scaphoid waist fracture" % side, "anaes": pick(["GA", "regional"]),
          "findings": ["Waist fracture, %s" % pick(["1 mm displacement", "undisplaced", "humpback 5°"])],
          "steps": ["Volar percutaneous approach", "Guidewire central-central on II", "Screw: " + (implant or "")],
          "closure": "Steristrips", "tourniquet": "nil"} if op_needed else None
    return scen(key="scaphoid", dx="%s scaphoid waist fracture" % side.capitalize(), digit=None, short="# scaphoid %s" % side[0].upper(), code="S62.0",
                mech=pick(["FOOSH playing five-a-side", "fell off mountain bike", "fell on ice", "skateboarding fall"]),
                exam=["ASB tenderness", "Scaphoid tubercle tender", "Pain on axial thumb compression"],
                xray="XR scaphoid series: %s; CT confirms waist fracture" % pick(["equivocal", "visible waist lucency"]),
                implant=implant, op=op, nonop=not op_needed,
                plan=["Fixation offered"] if op_needed else ["Below-elbow cast 6/52, CT at 6/52 to confirm union"],
                therapy="Wrist mobilisation after union confirmed", weeks_ther=12,
                splint={"name": "Forearm-based thumb spica (scaphoid) orthosis", "pos": "wrist neutral, thumb palmar abduction, IPJ free", "regime": "Full time"},
                rtw={"weeks": pick([2, 6]), "restr": ["Desk-based only; no loading wrist"]})


SCEN_A = [flexor, flexor, extensor, mallet, mc_fracture, phalanx_fracture, amputation, bennett, ucl, nailbed, distal_radius, scaphoid]

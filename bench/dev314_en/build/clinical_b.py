"""Clinical scenarios, part B: elective hand surgery, nerve compression, infection.

Nothing in here is PHI.
"""
from core import R, pick, chance
from clinical_a import scen, fing, FINGERS, ABX


def cts(side, d=None):
    bil = chance(0.3)
    endo = chance(0.25)
    op = {"title": "%s %s carpal tunnel release" % ("Endoscopic (Agee single-portal)" if endo else "Open", side),
          "anaes": pick(["WALANT (1% lidocaine + 1:100,000 adrenaline, 10 ml)", "local anaesthetic, field block", "WALANT"]),
          "findings": [pick(["Thickened TCL", "Median nerve hour-glass constriction with hyperaemia", "Flattened median nerve, no space-occupying lesion"]),
                       pick(["Recurrent motor branch extraligamentous", "No anomalous motor branch", "Synovium unremarkable"])],
          "steps": ["%s incision in line with radial border ring finger" % ("1.5 cm proximal wrist crease" if endo else "3 cm palmar"),
                    "TCL divided under direct vision distally to proximally", "Distal antebrachial fascia released", "Nerve inspected - no further compression"],
          "closure": "4-0 nylon horizontal mattress x3", "tourniquet": pick(["nil (WALANT)", "250 mmHg 11 min", "nil"])}
    return scen(key="cts", dx="%s carpal tunnel syndrome%s" % (side.capitalize(), " (bilateral, %s worse)" % side if bil else ""),
                short="CTS %s" % side[0].upper(), code="G56.0", op=op,
                mech=pick(["%s/12 of nocturnal paraesthesia radial 3.5 digits, shaking hand to relieve" % pick(["6", "8", "12", "18"]),
                           "tingling thumb-middle finger, dropping cups, worse driving", "numbness since pregnancy, never resolved",
                           "progressive numbness %s hand, waking 3-4x/night" % side]),
                exam=["Tinel's +ve over carpal tunnel", "Phalen's +ve at %s s" % pick(["20", "30", "40"]), "Durkan's compression +ve",
                      pick(["APB wasting mild", "No thenar wasting", "APB power MRC 4/5"]), "2PD %s mm index pulp" % pick(["6", "8", "10", "5"]),
                      "Boston CTS Questionnaire SSS %s / FSS %s" % (pick(["3.2", "2.8", "3.9"]), pick(["2.4", "3.1", "2.0"]))],
                xray="n/a", ncs="Please confirm median neuropathy at wrist and grade severity (Bland grade) prior to CTR; exclude C6/7 radiculopathy",
                plan=["NCS requested", "Night wrist splint in neutral 6/52", "Steroid injection offered (40 mg Depo-Medrone)", "Listed for %s CTR" % side],
                therapy="Post-CTR: scar massage, tendon and nerve gliding, desensitisation", weeks_ther=4,
                splint={"name": "Prefabricated volar wrist orthosis (night)", "pos": "wrist neutral 0-5° extension", "regime": "Nights only 6-8/52"},
                rtw={"weeks": pick([1, 2, 3]), "restr": ["Keyboard light use from 1/52", "No heavy gripping or vibration 4/52"]})


def cubital(side, d=None):
    op = {"title": "In situ decompression %s ulnar nerve at elbow" % side, "anaes": pick(["GA", "WALANT", "regional"]),
          "findings": ["Osborne's band thickened, nerve flattened", pick(["Nerve stable after release - no subluxation", "Subluxed on flexion - anterior subcutaneous transposition performed"])],
          "steps": ["6 cm incision posterior to medial epicondyle", "MABCN branches protected", "Osborne's ligament and FCU fascia released"],
          "closure": "3-0 Monocryl", "tourniquet": "sterile tourniquet 250 mmHg 28 min"}
    return scen(key="cubital", dx="%s cubital tunnel syndrome" % side.capitalize(), short="Cubital tunnel %s" % side[0].upper(), code="G56.2",
                mech=pick(["tingling ring and little fingers, worse on phone / elbow flexed", "clumsiness, weak pinch, ulnar-sided numbness"]),
                exam=["Tinel's +ve cubital tunnel", "Elbow flexion test +ve at 45 s", "Froment's sign %s" % pick(["+ve", "-ve", "equivocal"]),
                      "Wartenberg's sign %s" % pick(["+ve", "-ve"]), "FDI wasting %s" % pick(["mild", "nil", "moderate"]), "Jamar grip %s kg" % pick(["18", "22", "26"])],
                xray="Elbow XR: no OA", ncs="? ulnar neuropathy at elbow - localise (AE vs Guyon's canal), axonal involvement? Please include EMG FDI/ADM",
                op=op, plan=["NCS/EMG", "Elbow extension night splint / towel wrap 8/52", "Consider decompression if axonal loss"],
                therapy="Nerve gliding, activity modification", weeks_ther=6,
                splint={"name": "Anterior elbow extension night orthosis", "pos": "elbow 30-45° flexion, forearm neutral", "regime": "Nights 8/52"},
                rtw={"weeks": 2, "restr": ["Avoid prolonged elbow flexion/leaning on elbow"]})


def dupuytren(side, d=None):
    d = d or pick(["ring", "little", "little", "middle"])
    proc = pick(["fasciectomy", "fasciectomy", "needle", "collagenase", "dermofasciectomy"])
    mcp, pip = pick(["40", "55", "30", "70"]), pick(["45", "60", "30", "80", "20"])
    title = {"fasciectomy": "Limited palmar fasciectomy %s %s" % (side, fing(d)), "needle": "Percutaneous needle fasciotomy %s %s" % (side, fing(d)),
             "collagenase": "Collagenase (Xiapex 0.58 mg) injection %s %s cord, manipulation day 2" % (side, d),
             "dermofasciectomy": "Dermofasciectomy %s %s + FTSG from medial arm" % (side, fing(d))}[proc]
    op = {"title": title, "anaes": pick(["GA", "regional block", "WALANT", "local"]) if proc != "collagenase" else "nil (injection in clinic)",
          "findings": ["Pretendinous and spiral cord %s, digital nerve displaced midline" % d, "MCPJ %s° / PIPJ %s° pre-op; MCPJ 0° / PIPJ %s° post" % (mcp, pip, pick(["0", "10", "15"]))],
          "steps": ["Brunner zig-zag incisions", "Cord excised, NV bundles protected", "PIPJ check-rein release", "Z-plasty closure"] if proc in ("fasciectomy", "dermofasciectomy") else
          ["Cord marked at 3 points", "Needle sweeping at each point", "Gentle manipulation - skin tear 3 mm at palm (left to heal)"],
          "closure": pick(["5-0 nylon", "5-0 Vicryl Rapide", "open palm (McCash) technique"]), "tourniquet": pick(["250 mmHg 54 min", "nil", "250 mmHg 66 min"])}
    return scen(key="dupuytren", dx="Dupuytren's disease %s %s (MCPJ %s°, PIPJ %s°)" % (side, fing(d), mcp, pip), digit=d,
                short="Dupuytren's %s %s" % (side[0].upper(), d), code="M72.0", op=op, specimen=proc in ("fasciectomy", "dermofasciectomy"),
                mech=pick(["progressive contracture over %s yrs, can't put hand in pocket" % pick(["2", "3", "5"]), "FHx (father had Dupuytren's), Garrod's pads",
                           "table-top test positive, catching on gloves"]),
                exam=["Palpable cord %s ray" % d, "Hueston table-top test +ve", "Garrod's knuckle pads %s" % pick(["present", "absent"]),
                      "Total active extension deficit %s°" % pick(["85", "100", "60", "120"]), "Ledderhose %s" % pick(["no", "plantar nodules L foot"])],
                xray="n/a", plan=["Listed for %s" % title.split(" %s" % side)[0].lower(), "Discussed recurrence risk, digital nerve injury 2-3%, CRPS"],
                therapy="Post-op extension orthosis nights 3/12, scar management, ROM", weeks_ther=12,
                splint={"name": "Hand-based palmar extension orthosis", "pos": "MCPJs and IPJs in maximal comfortable extension", "regime": "Nights 3/12; day wean by 2/52"},
                rtw={"weeks": pick([2, 3, 4]), "restr": ["No heavy gripping 4/52"]})


def trigger(side, d=None):
    d = d or pick(["ring", "middle", "thumb", "index"])
    return scen(key="trigger", dx="Trigger %s %s (Green grade %s)" % (side, fing(d), pick(["II", "III", "IV"])), digit=d,
                short="Trigger %s %s" % (side[0].upper(), d), code="M65.3",
                mech=pick(["locking in flexion every morning, has to unlock with other hand", "painful clicking 4/12", "failed 2 steroid injections"]),
                exam=["Tender nodule over A1 pulley", "Triggering on active flexion", pick(["No fixed flexion", "PIPJ fixed flexion 10°"])],
                xray="n/a", op={"title": "Release A1 pulley %s %s" % (side, fing(d)), "anaes": "WALANT",
                               "findings": ["Thickened A1 pulley", "Tendon nodule", "Free glide after release, A2 intact"],
                               "steps": ["Transverse incision distal palmar crease", "A1 pulley divided", "Active flexion confirmed (WALANT)"],
                               "closure": "5-0 nylon x2", "tourniquet": "nil"},
                plan=["Steroid injection 40 mg triamcinolone + 1 ml 1% lidocaine", "If recurs - A1 release"], therapy="AROM; scar care", weeks_ther=3,
                splint={"name": "MCPJ blocking orthosis (trigger splint)", "pos": "MCPJ 0-15° flexion, IPJs free", "regime": "Day and night 6/52"},
                rtw={"weeks": 1, "restr": ["Normal duties as comfort allows"]})


def digital_nerve(side, d=None):
    d = d or pick(FINGERS + ["thumb"])
    which = pick(["radial", "ulnar"])
    return scen(key="digital_nerve", dx="%s digital nerve division %s %s" % (which.capitalize(), side, fing(d)), digit=d,
                short="%s DN %s %s" % (which[0].upper(), side[0].upper(), d), code="S64.4",
                mech=pick(["cut on a tin lid", "glass laceration opening jar", "knife injury carving pumpkin", "box cutter"]),
                exam=["Numb %s side of %s pulp" % (which, d), "2PD > 15 mm %s, 4 mm contralateral" % which, "Loss of sweating (plastic pen test)", "FDP and FDS intact"],
                xray="n/a", ncs=None,
                op={"title": "Repair %s digital nerve %s %s" % (which, side, fing(d)), "anaes": pick(["WALANT", "GA", "wrist block"]),
                    "findings": ["%s digital nerve completely divided, no gap after trimming" % which.capitalize()],
                    "steps": ["Under operating microscope", "Ends trimmed to healthy fascicles", "Epineurial repair 9-0 Ethilon x3", "Tension-free with digit extended"],
                    "closure": "5-0 nylon", "tourniquet": "250 mmHg 32 min"},
                plan=["Nerve repair within 7 days", pick(ABX)], therapy="Protected extension 3/52; sensory re-education from 6/52; Tinel's advancing ~1 mm/day",
                weeks_ther=12, splint={"name": "Dorsal blocking finger-based orthosis", "pos": "PIPJ 30° flexion", "regime": "Full time 3/52"},
                rtw={"weeks": 3, "restr": ["Protect digit; no sharp tools 6/52"]})


def sheath_infection(side, d=None):
    d = d or pick(FINGERS)
    return scen(key="sheath_infection", dx="Flexor sheath infection %s %s" % (side, fing(d)), digit=d, short="FTSI %s %s" % (side[0].upper(), d),
                code="M65.1", mech=pick(["rose thorn prick 3 days ago", "cat bite to finger 48 h ago", "splinter while gardening", "fish hook injury"]),
                exam=["Kanavel signs: fusiform swelling +, flexed posture +, pain on passive extension +, sheath tenderness %s" % pick(["+", "+", "equivocal"]),
                      "Temp 38.%s, HR %s" % (pick(["1", "4", "7"]), pick(["96", "104", "88"])), "Lymphangitis tracking to forearm"],
                xray="XR: no FB, no gas", op={"title": "Closed catheter irrigation %s %s flexor sheath" % (side, fing(d)), "anaes": "GA",
                                             "findings": ["Cloudy fluid from sheath at A1, sent for MC&S", "No tendon necrosis"],
                                             "steps": ["Proximal incision at A1, distal mid-axial at A5", "16G cannula, irrigation with 500 ml saline",
                                                       "Irrigation until clear effluent"], "closure": "Wounds left open, paraffin gauze", "tourniquet": "250 mmHg 25 min (no exsanguination)"},
                specimen=True, plan=["IV %s" % pick(["flucloxacillin 2 g QDS", "co-amoxiclav 1.2 g TDS", "cefazolin 2 g q8h"]), "Washout tonight", "Bloods: WCC 14.8, CRP 92"],
                therapy="Early active ROM from day 1 post-washout, oedema control", weeks_ther=4,
                splint={"name": "Resting hand orthosis", "pos": "position of safety (wrist 30° ext, MCPJs 70°, IPJs 0°)", "regime": "Between exercises and at night"},
                rtw={"weeks": 2, "restr": ["Keep wound clean and dry; no food handling until healed"]})


def dequervain(side, d=None):
    return scen(key="dequervain", dx="%s de Quervain's tenosynovitis" % side.capitalize(), short="de Quervain's %s" % side[0].upper(), code="M65.4",
                mech=pick(["6/52 postpartum, lifting baby", "radial wrist pain since starting new job on assembly line", "pain after gardening season"]),
                exam=["Tender over 1st dorsal compartment", "Finkelstein's +ve", "WHAT test +ve", "No CMCJ grind"],
                xray="XR: no CMC OA", op={"title": "Release %s 1st extensor compartment" % side, "anaes": "WALANT",
                                          "findings": ["Thickened sheath, separate EPB subcompartment (septum) - both released"],
                                          "steps": ["Transverse incision", "SRN branches protected", "Sheath divided dorsally"], "closure": "5-0 nylon", "tourniquet": "nil"},
                nonop=chance(0.5), plan=["Steroid injection 1st compartment (40 mg triamcinolone)", "Thumb spica orthosis 4/52"],
                therapy="Activity modification, eccentric loading after 6/52", weeks_ther=6,
                splint={"name": "Forearm-based thumb spica orthosis", "pos": "wrist 15° ext, thumb in abduction, IPJ free", "regime": "Day when active, nights 4/52"},
                rtw={"weeks": 1, "restr": ["Avoid repetitive thumb/wrist deviation tasks 4/52"]})


def ganglion(side, d=None):
    where = pick(["dorsal wrist", "volar radial wrist", "seed ganglion ring finger A2", "mucous cyst DIPJ index"])
    return scen(key="ganglion", dx="%s %s ganglion" % (side.capitalize(), where), short="Ganglion %s %s" % (where.split(" ")[0], side[0].upper()), code="M67.4",
                mech=pick(["lump for 9/12, aching with push-ups", "lump increasing in size, cosmetic concern", "painful lump when gripping"]),
                exam=["Smooth, transilluminating %s cm swelling %s" % (pick(["1.5", "2", "2.5", "1"]), where), "Allen's test normal" if "volar" in where else "Non-tender", "NVI"],
                xray="USS: %s" % pick(["anechoic cyst arising from SL interval", "cyst from radiocarpal joint", "8 mm cyst"]),
                op={"title": "Excision %s %s ganglion" % (side, where), "anaes": pick(["GA", "regional", "WALANT"]),
                    "findings": ["Ganglion with stalk to %s" % pick(["SL ligament", "radiocarpal joint capsule", "STT joint"])],
                    "steps": ["Transverse incision", "Cyst and stalk excised with capsular window", "Sent for histology"], "closure": "4-0 Monocryl", "tourniquet": "250 mmHg 22 min"},
                specimen=True, plan=["Reassurance; aspiration offered", "Listed for excision if symptomatic"],
                therapy="Wrist ROM post excision", weeks_ther=4, splint={"name": "Volar wrist orthosis", "pos": "wrist neutral", "regime": "Comfort, 1-2/52"},
                rtw={"weeks": 2, "restr": ["No push-ups / weight bearing through wrist 4/52"]})


def cmc_oa(side, d=None):
    implant = pick(["Touch dual mobility CMC prosthesis", "Maia trapeziometacarpal prosthesis", None, None])
    title = ("Total joint arthroplasty %s thumb CMCJ" % side) if implant else ("Trapeziectomy %s with FCR LRTI" % side)
    return scen(key="cmc_oa", dx="%s base of thumb OA (Eaton-Littler stage %s)" % (side.capitalize(), pick(["II", "III", "IV"])), digit="thumb",
                short="CMCJ OA %s" % side[0].upper(), code="M18.1", implant=implant,
                mech=pick(["basal thumb pain opening jars, turning keys", "pain and weakness pinch for 2 yrs", "night pain, failed splint + injection"]),
                exam=["CMC grind test +ve", "Shoulder sign (adducted MC)", "MCPJ hyperextension 20°", "Key pinch %s kg (contralat %s kg)" % (pick(["2", "3", "4"]), pick(["6", "7", "5"]))],
                xray="XR: joint space loss, osteophytes, STT spared", op={"title": title, "anaes": pick(["GA", "regional"]),
                "findings": ["Eburnated trapezium", "STT joint %s" % pick(["preserved", "mild OA"])],
                "steps": ["Wagner approach", "Trapezium excised piecemeal" if not implant else "Cup inserted into trapezium, stem into MC", "Capsule closed 3-0 PDS"],
                "closure": "4-0 Monocryl", "tourniquet": "250 mmHg 58 min"},
                plan=["Thumb splint + steroid injection offered", "Listed for surgery"], therapy="Thumb spica 4/52 then CMC stability programme (FDI, opponens)",
                weeks_ther=12, splint={"name": "Forearm-based thumb spica", "pos": "CMCJ palmar abduction, MCPJ 10° flexion, IPJ free", "regime": "Full time 4/52"},
                rtw={"weeks": pick([6, 8]), "restr": ["No forceful pinch 12/52"]})


SCEN_B = [cts, cts, cubital, dupuytren, dupuytren, trigger, digital_nerve, sheath_infection, dequervain, ganglion, cmc_oa]

TRAUMA_KEYS = ["flexor", "extensor", "mallet", "mc_fracture", "phalanx_fracture", "amputation", "bennett", "ucl", "nailbed",
               "distal_radius", "scaphoid", "digital_nerve", "sheath_infection"]
NERVE_KEYS = ["cts", "cubital", "digital_nerve"]


def make_scenario(side, keys=None):
    import clinical_a as A
    allf = A.SCEN_A + SCEN_B
    if keys:
        allf = [f for f in allf if f.__name__ in keys]
    f = allf[R.randrange(len(allf))]
    return f(side)

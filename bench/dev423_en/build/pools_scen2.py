"""Wounds, bites, burns, eye injuries and foreign bodies. Same placeholders as
pools_scen. Wound outcomes carry closure details used by the wound record."""

WOUND = [
    {'key': 'finger_knife', 'cat': 'wound', 'pc': 'Laceration {side} index finger',
     'region': '{Side} index finger', 'views': 'PA + lateral', 'age': (14, 80), 'advice': 'wound',
     'off': 2, 'site': 'volar aspect {side} index finger, middle phalanx',
     'hx': ['Cut {side} index finger with kitchen knife chopping onions at home.',
            'Sliced finger opening an avocado with a knife ("avocado hand").',
            'Cut on a broken mug while washing up at work ({ORG}).'],
     'outcomes': [
         {'exam': '2cm clean linear laceration. FDS and FDP intact against resistance. Digital '
                  'nerves - 2PD 4mm radial and ulnar. CRT <2s. No FB seen.',
          'len': '2cm', 'depth': 'partial thickness, subcut fat visible',
          'closure': 'Steri-Strips x3 + Mepore', 'la': None, 'sutures': None, 'rod': None,
          'dx': 'Simple laceration {side} index finger', 'refer': None},
         {'exam': '2.5cm gaping laceration, bled++ at home, controlled with pressure. Tendons '
                  'intact on testing, sensation intact.',
          'len': '2.5cm', 'depth': 'full thickness skin',
          'closure': '4 x 5-0 Ethilon interrupted sutures', 'la': 'ring block 1% lidocaine 4ml',
          'sutures': 4, 'rod': 10, 'dx': 'Laceration {side} index finger - sutured', 'refer': None}]},
    {'key': 'pretibial', 'cat': 'wound', 'pc': 'Laceration {side} shin', 'region': '{Side} tib/fib',
     'views': 'AP + lateral', 'age': (70, 97), 'advice': 'pretibial', 'off': 0,
     'site': 'pretibial {side} lower leg',
     'hx': ['Caught {side} shin on car door getting out. Skin tear. Lives alone, {FAMR} {FAM} '
            'visits daily.',
            'Knocked shin on walking frame at {HOME}. Care staff applied dressing.'],
     'outcomes': [
         {'exam': '6cm triangular flap laceration, distally based, flap viable (pink, blanching). '
                  'Peripheral pulses present. Skin frail, on long-term prednisolone.',
          'len': '6cm', 'depth': 'flap, partial thickness',
          'closure': 'Flap repositioned, Steri-Strips loosely applied (NOT sutured), Mepitel One + '
                     'light bandage', 'la': None, 'sutures': None, 'rod': None,
          'dx': 'Pretibial flap laceration {side} leg', 'refer': None},
         {'exam': '8cm flap laceration with partial necrosis of the flap tip. Haematoma beneath flap.',
          'len': '8cm', 'depth': 'full thickness with haematoma',
          'closure': 'Haematoma evacuated, flap laid back, Steri-Strips, Adaptic + Kerlix',
          'la': None, 'sutures': None, 'rod': None,
          'dx': 'Pretibial laceration with haematoma {side} leg', 'refer': 'plastics'}]},
    {'key': 'scalp', 'cat': 'wound', 'pc': 'Scalp laceration', 'region': 'Skull',
     'views': 'none', 'age': (5, 85), 'advice': 'wound', 'off': 1, 'site': 'vertex scalp',
     'hx': ['Stood up into open cupboard door at home. No LOC, no vomiting, no anticoagulants.',
            'Hit head on scaffold pole at work ({ORG}). Wearing no hard hat. No LOC.'],
     'outcomes': [
         {'exam': '3cm linear scalp laceration, galea intact, haemostasis achieved. GCS 15/15, '
                  'no neuro deficit, C-spine cleared clinically (Canadian C-spine rule).',
          'len': '3cm', 'depth': 'down to galea', 'closure': 'Hair apposition technique (HAT) + '
                                                             'tissue adhesive',
          'la': None, 'sutures': None, 'rod': None, 'dx': 'Scalp laceration, minor head injury',
          'refer': None},
         {'exam': '4cm scalp laceration, bleeding controlled. No skull step. GCS 15.',
          'len': '4cm', 'depth': 'full thickness to galea', 'closure': '5 x skin staples',
          'la': '1% lidocaine with adrenaline 5ml', 'sutures': 5, 'rod': 7,
          'dx': 'Scalp laceration - stapled', 'refer': None}]},
    {'key': 'forehead_child', 'cat': 'wound', 'pc': 'Forehead laceration', 'region': 'Face',
     'views': 'none', 'age': (1, 10), 'advice': 'glue', 'off': 1, 'site': '{side} forehead above brow',
     'hx': ['Fell against corner of coffee table at home, witnessed by {FAMR} {FAM}. Cried at once.',
            'Ran into a door frame playing at {SCHOOL}. Brought in by {FAMR} {FAM}.'],
     'outcomes': [
         {'exam': '1.5cm linear laceration, edges easily opposed, no FB. Alert, GCS 15, running '
                  'around the cubicle.',
          'len': '1.5cm', 'depth': 'superficial dermis', 'closure': 'Tissue adhesive (LiquiBand), '
                                                                    'child held by parent',
          'la': 'LAT gel 20 mins', 'sutures': None, 'rod': None,
          'dx': 'Forehead laceration - glued', 'refer': None}]},
    {'key': 'hand_glass', 'cat': 'wound', 'pc': 'Glass laceration {side} hand', 'region': '{Side} hand',
     'views': 'PA + oblique (soft tissue)', 'age': (16, 70), 'advice': 'wound', 'off': 3,
     'site': 'dorsum {side} hand',
     'hx': ['Glass broke in hand while washing up.', 'Put hand through glass panel in door '
                                                      'at {LMK}.'],
     'outcomes': [
         {'exam': '3cm laceration dorsum, extensor tendons visualised intact through full ROM. '
                  'No glass seen on exploration.',
          'len': '3cm', 'depth': 'full thickness, tendon visible but intact',
          'closure': '4 x 4-0 Ethilon interrupted', 'la': '1% lidocaine 3ml local infiltration',
          'sutures': 4, 'rod': 10, 'dx': 'Laceration {side} hand, extensor tendon intact',
          'refer': None, 'xr': 'No radio-opaque foreign body. No bony injury.'}]},
    {'key': 'saw', 'cat': 'wound', 'pc': 'Saw injury {side} thumb', 'region': '{Side} thumb',
     'views': 'AP + lateral', 'age': (20, 70), 'advice': 'wound', 'off': 7,
     'site': 'radial border {side} thumb',
     'hx': ['Caught {side} thumb on circular saw at work ({ORG}). Works as a {PROF}. '
            'Guard was off.',
            'Injured thumb with angle grinder in garage at home.'],
     'outcomes': [
         {'exam': '3.5cm ragged laceration, contaminated with sawdust. FPL intact, sensation '
                  'reduced radial digital nerve distal to wound.',
          'len': '3.5cm', 'depth': 'deep, ragged edges', 'closure': 'Irrigated, loosely dressed, '
                                                                    'not closed',
          'la': 'Digital block 1% lidocaine 4ml', 'sutures': None, 'rod': None,
          'dx': 'Complex laceration {side} thumb, ?digital nerve injury', 'refer': 'plastics',
          'xr': 'Tiny flake of cortical bone missing from the radial aspect of the proximal phalanx '
                '- superficial. No fracture extending into the joint. No FB.'}]},
    {'key': 'nail_foot', 'cat': 'wound', 'pc': 'Puncture wound {side} foot', 'region': '{Side} foot',
     'views': 'DP + lateral', 'age': (12, 70), 'advice': 'wound', 'off': 2,
     'site': 'plantar {side} forefoot',
     'hx': ['Stood on a nail through trainer sole while clearing out shed.',
            'Nail through boot on building site at work ({ORG}).'],
     'outcomes': [
         {'exam': '3mm puncture wound plantar forefoot, no FB visible, no cellulitis.',
          'len': '3mm', 'depth': 'puncture, depth unknown', 'closure': 'Cleaned, left open, '
                                                                      'simple dressing',
          'la': None, 'sutures': None, 'rod': None, 'dx': 'Puncture wound {side} foot',
          'refer': None, 'xr': 'No radio-opaque foreign body.'}]},
]

BITE = [
    {'key': 'dog_bite', 'cat': 'bite', 'pc': 'Dog bite {side} hand', 'region': '{Side} hand',
     'views': 'PA + oblique', 'age': (3, 85), 'advice': 'bite', 'off': 2, 'site': 'dorsum {side} hand',
     'hx': ["Bitten by neighbour's dog (Staffie cross) when reaching over fence. Dog known, "
            'vaccinations up to date per owner.',
            'Bitten by own dog while separating a fight with another dog at {LMK}.',
            'Bitten by stray dog while on holiday in {ABROAD} 4 days ago, wound cleaned locally, '
            'no vaccine given there.'],
     'outcomes': [
         {'exam': 'Two puncture wounds and 1cm laceration, no tendon involvement, no cellulitis.',
          'len': '1cm', 'depth': 'puncture', 'closure': 'Irrigated copiously, left open',
          'la': None, 'sutures': None, 'rod': None, 'dx': 'Dog bite {side} hand',
          'refer': None, 'xr': 'No fracture. No tooth fragment seen.'}]},
    {'key': 'cat_bite', 'cat': 'bite', 'pc': 'Cat bite {side} hand', 'region': '{Side} hand',
     'views': 'none', 'age': (10, 90), 'advice': 'bite', 'off': 0, 'site': 'thenar eminence {side}',
     'hx': ['Bitten by own cat last night while giving it a worming tablet.',
            "Bitten by {FAMR}'s cat ({FAM} looking after it). Now red and throbbing."],
     'outcomes': [
         {'exam': 'Two deep puncture wounds, 1cm surrounding erythema, no lymphangitis, '
                  'full tendon function.',
          'len': '2mm', 'depth': 'deep puncture', 'closure': 'Irrigated, not closed',
          'la': None, 'sutures': None, 'rod': None, 'dx': 'Cat bite {side} hand, early infection',
          'refer': None}]},
    {'key': 'human_bite', 'cat': 'bite', 'pc': 'Human bite forearm', 'region': '{Side} forearm',
     'views': 'none', 'age': (4, 14), 'advice': 'bite', 'off': 0, 'site': '{side} forearm',
     'hx': ['Bitten on {side} forearm by another child at {SCHOOL} during play time.'],
     'outcomes': [
         {'exam': 'Semicircular bite mark, skin broken in two places, no deep wound.',
          'len': '3mm', 'depth': 'superficial', 'closure': 'Cleaned, simple dressing',
          'la': None, 'sutures': None, 'rod': None, 'dx': 'Human bite, skin broken',
          'refer': None}]},
]

BURN = [
    {'key': 'scald', 'cat': 'burn', 'pc': 'Scald {side} forearm', 'region': '{Side} forearm',
     'views': 'none', 'age': (1, 90), 'advice': 'burn', 'off': 3, 'site': 'volar {side} forearm',
     'hx': ['A|Spilt boiling water from kettle over {side} forearm making tea. Cooled under tap 20 mins.',
            'C|Pulled cup of hot tea off table onto {side} arm. {FAMRc} {FAM} ran under cold tap.',
            'A|Hot water bottle burst in bed.'],
     'outcomes': [
         {'exam': 'Superficial partial thickness burn, blistered, pink, blanching, brisk CRT. '
                  'Approx 1% TBSA (Lund and Browder). Not circumferential.',
          'tbsa': '1%', 'depth': 'superficial partial thickness',
          'closure': 'Blisters deroofed, Mepitel One + Melolin + crepe', 'dx': 'Scald {side} forearm '
                                                                                  '1% TBSA SPT',
          'refer': None},
         {'exam': 'Mixed depth burn, central area white and non-blanching with reduced sensation. '
                  'Approx 2% TBSA.',
          'tbsa': '2%', 'depth': 'mixed - deep dermal centrally',
          'closure': 'Cling film, analgesia', 'dx': 'Mixed depth scald {side} forearm 2% TBSA',
          'refer': 'plastics'}]},
    {'key': 'oil_burn', 'cat': 'burn', 'pc': 'Burn {side} hand', 'region': '{Side} hand',
     'views': 'none', 'age': (16, 70), 'advice': 'burn', 'off': 5, 'site': 'dorsum {side} hand',
     'hx': ['Hot oil splash from fryer at work. Works as a {PROF} at {ORG}. Cooled 20 mins '
            'under running water at work.',
            'Chip pan oil splashed onto hand at home.'],
     'outcomes': [
         {'exam': 'Superficial partial thickness burn dorsum of hand 0.5% TBSA, blisters intact, '
                  'full ROM fingers.',
          'tbsa': '0.5%', 'depth': 'superficial partial thickness',
          'closure': 'Flamazine + bag dressing (hand), elevate', 'dx': 'SPT burn {side} hand',
          'refer': None}]},
    {'key': 'friction', 'cat': 'burn', 'pc': 'Friction burn {side} hand', 'region': '{Side} hand',
     'views': 'none', 'age': (2, 10), 'advice': 'burn', 'off': 0, 'site': 'palm {side} hand',
     'hx': ["Put hand on running treadmill at {FAMR}'s gym / home. {FAMRc} {FAM} present."],
     'outcomes': [
         {'exam': 'Friction burn palm and fingertips, partial thickness, <0.5% TBSA.',
          'tbsa': '0.5%', 'depth': 'partial thickness', 'closure': 'Jelonet + gauze + mitten',
          'dx': 'Friction burn {side} palm', 'refer': None}]},
]

EYE = [
    {'key': 'abrasion', 'cat': 'eye', 'pc': '{Side} eye pain', 'region': '{Side} eye',
     'views': 'none', 'age': (16, 70), 'advice': 'eye', 'off': 1,
     'hx': ['A|Baby scratched {side} eye with fingernail this morning. FB sensation, watering.',
            'Caught {side} eye with a twig while gardening. No contact lenses.'],
     'outcomes': [
         {'exam': 'VA R 6/6 L 6/9 (Snellen, own glasses). Fluorescein: 3mm linear corneal '
                  'abrasion at 5 o\'clock. AC quiet, no FB under upper lid on eversion.',
          'dx': 'Corneal abrasion {side} eye',
          'tx': 'Tetracaine (amethocaine) 1% for examination only. Chloramphenicol 1% ointment QDS 5/7.',
          'refer': None}]},
    {'key': 'metal_fb', 'cat': 'eye', 'pc': 'FB {side} eye', 'region': '{Side} eye',
     'views': 'none', 'age': (18, 65), 'advice': 'eye', 'off': 2,
     'hx': ['Grinding metal without goggles at work ({ORG}). Works as {PROF}. Felt something go in.',
            'Angle grinding in garage, no eye protection.'],
     'outcomes': [
         {'exam': 'VA 6/9 affected eye. Metallic corneal FB at 4 o\'clock, paracentral, with '
                  'rust ring. Seidel negative.',
          'dx': 'Metallic corneal FB with rust ring {side} eye',
          'tx': 'G. tetracaine, FB removed with 25G needle under slit lamp. Residual rust ring.',
          'refer': 'eye'}]},
    {'key': 'chemical', 'cat': 'eye', 'pc': 'Chemical splash {side} eye', 'region': '{Side} eye',
     'views': 'none', 'age': (18, 75), 'advice': 'eye', 'off': 2,
     'hx': ['Splash of wet cement into {side} eye while labouring. Works for {ORG}.',
            'Oven cleaner sprayed into eye at home. Irrigated at home briefly.'],
     'outcomes': [
         {'exam': 'pH 9 on arrival. Conjunctival injection ++, no limbal blanching seen. VA 6/12.',
          'dx': 'Alkali injury {side} eye',
          'tx': 'Irrigated with 2L 0.9% NaCl via Morgan lens until pH 7.0. Particles swept from fornices.',
          'refer': 'eye'}]},
    {'key': 'arc_eye', 'cat': 'eye', 'pc': 'Painful eyes after welding', 'region': 'Both eyes',
     'views': 'none', 'age': (18, 60), 'advice': 'eye', 'off': 1,
     'hx': ['Welding yesterday without visor (working as {PROF}). Woke at 3am with gritty painful eyes.'],
     'outcomes': [
         {'exam': 'VA 6/9 both. Fluorescein: diffuse punctate epithelial erosions both corneas.',
          'dx': 'Photokeratitis (arc eye) bilateral',
          'tx': 'Cyclopentolate 1% stat, chloramphenicol ointment, oral analgesia.',
          'refer': None}]},
]

FB = [
    {'key': 'ear_bead', 'cat': 'fb', 'pc': 'FB {side} ear', 'region': '{Side} ear', 'views': 'none',
     'age': (2, 8), 'advice': 'fb', 'off': 0,
     'hx': ['Put a plastic bead in {side} ear at {SCHOOL} per teacher. {FAMRc} {FAM} collected from school.'],
     'outcomes': [
         {'exam': 'Pink bead visible in outer third {side} EAM, TM not visualised.',
          'dx': 'FB {side} ear', 'tx': 'Removed with crocodile forceps, TM intact post removal.',
          'refer': None},
         {'exam': 'Round bead deep in canal abutting TM, child distressed.',
          'dx': 'FB {side} ear - not removed', 'tx': 'One attempt only. Not removed.',
          'refer': 'ent'}]},
    {'key': 'ring', 'cat': 'fb', 'pc': 'Ring stuck {side} ring finger', 'region': '{Side} ring finger',
     'views': 'none', 'age': (25, 80), 'advice': 'fb', 'off': 0,
     'hx': ['Fell onto {side} hand, finger swelling, unable to remove wedding ring. {FAMRc} {FAM} with pt.'],
     'outcomes': [
         {'exam': 'Ring finger swollen distal to ring, finger pink, CRT <2s.',
          'dx': 'Constricting ring {side} ring finger',
          'tx': 'String technique unsuccessful. Ring cut with ring cutter (consent obtained). '
                'Ring returned to pt in envelope.', 'refer': None}]},
    {'key': 'fish_hook', 'cat': 'fb', 'pc': 'Fish hook in {side} thumb', 'region': '{Side} thumb',
     'views': 'none', 'age': (10, 80), 'advice': 'fb', 'off': 0,
     'hx': ['Fishing at {LMK}, barbed hook embedded in {side} thumb pad.'],
     'outcomes': [
         {'exam': 'Barbed hook embedded 5mm, barb not visible, no NV compromise.',
          'dx': 'Embedded fish hook {side} thumb',
          'tx': 'Digital block, advance-and-cut technique, hook removed intact.', 'refer': None}]},
    {'key': 'splinter', 'cat': 'fb', 'pc': 'Splinter under nail', 'region': '{Side} index finger',
     'views': 'none', 'age': (8, 75), 'advice': 'fb', 'off': 0,
     'hx': ['Wooden splinter under {side} index fingernail from fence panel at work ({ORG}).',
            'Splinter from garden fence went under {side} index fingernail while gardening.'],
     'outcomes': [
         {'exam': '6mm wooden splinter beneath nail plate, tip visible.',
          'dx': 'Subungual splinter', 'tx': 'Digital block, V-shaped wedge of nail excised and '
                                            'splinter removed.', 'refer': None}]},
]

"""Musculoskeletal and head-injury presentations. Placeholders in braces are
filled per case: {side}/{Side} plain; {ORG} employer, {CLUB}, {SCHOOL}, {LMK}
venue, {PROF} occupation, {FAM} a relative's name, {FAMR} the relation word,
{ABROAD} a country, {ACUTE} the receiving hospital (all PHI pieces)."""

MSK = [
    {'key': 'ankle', 'cat': 'msk', 'pc': '{Side} ankle injury', 'region': '{Side} ankle',
     'views': 'AP/mortise + lateral', 'age': (12, 75), 'advice': 'ankle', 'off': 5,
     'hx': ['Inversion injury {side} ankle stepping off kerb outside {LMK} approx 1930 last night. '
            'Heard a crack. Weight bearing with difficulty since.',
            'Went over on {side} ankle playing for {CLUB} this am, unable to play on, '
            'managed 4 steps unaided in waiting room.',
            'Rolled {side} ankle on uneven ground at work ({PROF}, {ORG}). Iced at work, '
            'now painful++ to walk.',
            'Slipped on wet stairs at home, foot turned in. {FAMR} {FAM} drove pt in.'],
     'outcomes': [
         {'exam': 'Swelling ++ and bruising over lateral malleolus. TTP over ATFL. No bony '
                  'tenderness posterior edge / tip of lat or med malleolus, base 5th MT or '
                  'navicular. Able to WB 4 steps. NV intact, DP/PT pulses palpable, CRT <2s.',
          'xr': None, 'dx': 'Lateral ligament sprain {side} ankle (ATFL) - Ottawa ankle rules negative',
          'tx': 'Ibuprofen 400mg PO given. Ankle sprain advice inc. early mobilisation, no Tubigrip.',
          'plan': 'Analgesia, POLICE advice, physio self-referral if not improving in 6/52.',
          'refer': None},
         {'exam': 'Diffuse swelling lat ankle, tender tip of lateral malleolus. Ottawa positive. '
                  'Sensation intact, foot warm and well perfused.',
          'xr': 'No acute bony injury. Ankle mortise congruent. Lateral soft tissue swelling.',
          'dx': 'Soft tissue injury {side} ankle, XR no fracture',
          'tx': 'Co-codamol 30/500 2 tabs PO given. Crutches supplied and gait checked.',
          'plan': 'Wean off crutches over 48-72h, ankle exercises, RTC if unable to WB at 7 days.',
          'refer': None},
         {'exam': 'Marked swelling, bony tenderness posterior edge distal fibula. Unable to WB. '
                  'Skin intact, no tenting. NV intact.',
          'xr': 'Undisplaced oblique fracture of the distal fibula at the level of the '
                'syndesmosis (Weber B). Medial clear space not widened. Talus congruent in mortise.',
          'dx': 'Weber B fracture {side} distal fibula, undisplaced, stable mortise',
          'tx': 'Aircast walker boot fitted, FWB as pain allows. Crutches issued.',
          'plan': 'Virtual fracture clinic referral. Advised to keep boot on when mobilising.',
          'refer': 'fracture', 'fx': True},
         {'exam': 'Tender base of 5th metatarsal, minimal ankle tenderness. Antalgic gait.',
          'xr': 'Transverse avulsion fracture at the base of the 5th metatarsal (zone 1). '
                'Not a Jones fracture. Ankle joint normal.',
          'dx': 'Avulsion fracture base {side} 5th metatarsal (zone 1)',
          'tx': 'Walker boot for comfort, WBAT.', 'plan': 'Virtual fracture clinic.',
          'refer': 'fracture', 'fx': True}]},
    {'key': 'wrist', 'cat': 'msk', 'pc': 'FOOSH - {side} wrist pain', 'region': '{Side} wrist',
     'views': 'PA + lateral (scaphoid views if ASB tender)', 'age': (5, 90), 'advice': 'wrist',
     'off': 14,
     'hx': ['Slipped on icy pavement, FOOSH onto {side} hand. Immediate pain and swelling.',
            'Fell off bike at {LMK}, landed on outstretched {side} hand. Wearing helmet, no head injury.',
            'A|Tripped over dog lead walking the dog, FOOSH. R hand dominant.',
            'C|Fell at {LMK} (trampoline), landed on {side} wrist. Brought in by {FAMR} {FAM}.'],
     'outcomes': [
         {'age': (50, 92),
          'exam': 'Dinner-fork deformity {side} wrist. Tender distal radius. Radial pulse '
                  'palpable, median nerve sensation intact, CRT <2s.',
          'xr': 'Extra-articular fracture of the distal radius with 15 degrees dorsal angulation '
                'and 2mm shortening (Colles type). Ulnar styloid intact. No intra-articular extension.',
          'dx': "Colles' type fracture {side} distal radius, extra-articular",
          'tx': 'Haematoma block (10ml 1% lidocaine) and dorsal POP backslab. Post-slab NV intact. '
                'High arm sling.',
          'plan': 'Fracture clinic within 72h. Check-XR in slab satisfactory.', 'refer': 'fracture',
          'fx': True},
         {'age': (15, 45),
          'exam': 'Tender anatomical snuffbox and scaphoid tubercle, pain on axial loading of thumb. '
                  'FROM with pain. NV intact.',
          'xr': 'No fracture identified on the scaphoid series. Occult scaphoid fracture not '
                'excluded radiographically.',
          'dx': 'Suspected (clinical) scaphoid fracture {side}, XR negative',
          'tx': 'Futuro-type wrist splint applied.',
          'plan': 'Virtual fracture clinic for MRI / repeat imaging at 10-14 days. Keep splint on.',
          'refer': 'fracture', 'fx': True},
         {'age': (4, 12),
          'exam': 'Mild swelling distal forearm, tender distal radius dorsally. No deformity. '
                  'Hand NV intact.',
          'xr': 'Buckle (torus) fracture of the distal radial metaphysis. Physis not involved. '
                'Ulna intact.',
          'dx': 'Buckle fracture {side} distal radius',
          'tx': 'Removable wrist splint applied. Calpol given in triage.',
          'plan': 'Splint 3 weeks then remove at home. No routine fracture clinic f/u (BOAST). '
                  'Return if pain persists after 4 weeks.', 'refer': None, 'fx': True},
         {'exam': 'Generalised tenderness over dorsum of wrist, no snuffbox tenderness, no '
                  'deformity. Grip reduced by pain.',
          'xr': 'No bony injury demonstrated. Carpal alignment normal.',
          'dx': 'Soft tissue injury {side} wrist', 'tx': 'Tubigrip and sling for comfort.',
          'plan': 'Analgesia, mobilise as able, GP review if not settling 2 weeks.', 'refer': None}]},
    {'key': 'hand_punch', 'cat': 'msk', 'pc': 'Punch injury {side} hand', 'region': '{Side} hand',
     'views': 'PA + oblique', 'age': (16, 45), 'advice': 'hand', 'off': 7,
     'hx': ['Punched a wall last night after an argument. States alcohol involved.',
            'Punched another person outside {LMK} in early hours. Police aware per pt.',
            'Hit {side} hand against door frame in frustration. Dominant hand.'],
     'outcomes': [
         {'exam': 'Loss of 5th knuckle prominence, TTP 5th MC neck. No rotational deformity on '
                  'flexion (cascade normal). Skin intact - no fight bite.',
          'xr': 'Fracture through the neck of the 5th metacarpal with approx 30 degrees volar '
                'angulation. No intra-articular extension.',
          'dx': "Boxer's fracture {side} 5th metacarpal neck",
          'tx': 'Buddy strapping ring/little finger, high arm elevation advised.',
          'plan': 'Virtual fracture clinic / hand therapy. Early mobilisation.',
          'refer': 'fracture', 'fx': True},
         {'exam': '5mm laceration over 4th MCPJ. Pt admits contact with teeth. Pain on extension. '
                  'Extensor tendon function intact but wound tracks deep.',
          'xr': 'No fracture. Possible small air lucency over the 4th MCPJ. No radio-opaque FB.',
          'dx': 'Fight bite {side} 4th MCPJ - presumed joint penetration',
          'tx': 'Wound irrigated, not closed. Co-amoxiclav 625mg first dose given.',
          'plan': 'Same day referral Plastics (hand trauma) for washout.', 'refer': 'plastics'},
         {'exam': 'Bruising dorsum of hand, mild swelling over 4th/5th MCs. FROM, cascade normal.',
          'xr': 'No fracture or dislocation.', 'dx': 'Contusion {side} hand',
          'tx': 'Ice, elevation.', 'plan': 'Discharge with soft tissue advice.', 'refer': None}]},
    {'key': 'finger', 'cat': 'msk', 'pc': '{Side} middle finger injury', 'region': '{Side} middle finger',
     'views': 'PA + true lateral', 'age': (12, 65), 'advice': 'finger', 'off': 3,
     'hx': ['Ball struck tip of {side} middle finger at training with {CLUB}.',
            'Jammed {side} middle finger making bed. Unable to straighten tip since.',
            'Caught finger in football goalkeeper save at {LMK}.'],
     'outcomes': [
         {'exam': 'Drooping DIPJ, unable to actively extend, passively correctable. Tender dorsal DIPJ.',
          'xr': 'Small avulsion fragment from the dorsal base of the distal phalanx involving '
                'less than one third of the articular surface. DIPJ congruent.',
          'dx': 'Mallet finger {side} middle finger (bony)',
          'tx': 'Stack-type mallet splint fitted, DIPJ in slight hyperextension.',
          'plan': 'Splint continuously 6-8 weeks (never remove unsupported). Hand clinic.',
          'refer': 'hand', 'fx': True},
         {'exam': 'Swollen PIPJ, volar tenderness, stable to collateral stress testing.',
          'xr': 'Small volar plate avulsion fracture at the base of the middle phalanx. Joint congruent.',
          'dx': 'Volar plate injury {side} middle finger PIPJ',
          'tx': 'Buddy strapped to adjacent finger.', 'plan': 'Hand therapy referral.',
          'refer': 'hand', 'fx': True}]},
    {'key': 'thumb', 'cat': 'msk', 'pc': '{Side} thumb injury', 'region': '{Side} thumb',
     'views': 'AP + lateral thumb', 'age': (16, 60), 'advice': 'finger', 'off': 7,
     'hx': ['Fell skiing at {LMK} holding ski pole, thumb forced outwards.',
            'Fell off mountain bike, thumb caught on handlebar.'],
     'outcomes': [
         {'exam': 'Tender ulnar aspect MCPJ thumb. Laxity on valgus stress, soft end-point. '
                  'Weak pinch grip.',
          'xr': 'Small avulsion fragment at the ulnar aspect of the base of the proximal phalanx of the thumb.',
          'dx': 'UCL injury {side} thumb (skier\'s / gamekeeper\'s thumb), bony avulsion',
          'tx': 'Thumb spica splint applied.',
          'plan': 'Hand clinic within 1 week - ?Stener lesion, US if indicated.',
          'refer': 'hand', 'fx': True}]},
    {'key': 'clavicle', 'cat': 'msk', 'pc': '{Side} shoulder injury', 'region': '{Side} clavicle',
     'views': 'AP + 30 degree cephalic tilt', 'age': (8, 70), 'advice': 'shoulder', 'off': 14,
     'hx': ['Fell off mountain bike on trail near {LMK}, landed on {side} shoulder.',
            'Thrown from horse, landed on point of {side} shoulder. Helmet on.',
            'Tackled during a match for {CLUB}, landed on point of shoulder.'],
     'outcomes': [
         {'exam': 'Deformity and tenderness mid-clavicle. Skin intact, not tented. Distal NV intact.',
          'xr': 'Mid-shaft fracture of the clavicle, displaced by approximately half a shaft width. '
                'No comminution. AC joint normal.',
          'dx': 'Mid-shaft fracture {side} clavicle', 'tx': 'Broad arm sling.',
          'plan': 'Fracture clinic. Sling for comfort, pendulum exercises.', 'refer': 'fracture',
          'fx': True},
         {'exam': 'Tender ACJ, step palpable. Pain on cross-body adduction.',
          'xr': 'Mild widening of the acromioclavicular joint. Coracoclavicular distance '
                'within normal limits. No fracture.',
          'dx': 'ACJ sprain {side} (Rockwood grade II)', 'tx': 'Sling for comfort.',
          'plan': 'Physio referral, review GP 2 weeks.', 'refer': None}]},
    {'key': 'elbow', 'cat': 'msk', 'pc': '{Side} elbow pain after fall', 'region': '{Side} elbow',
     'views': 'AP + lateral', 'age': (18, 75), 'advice': 'elbow', 'off': 7,
     'hx': ['FOOSH on wet floor at work ({ORG}). Unable to straighten elbow fully.',
            'Fell down two steps at {LMK}, landed on outstretched arm.'],
     'outcomes': [
         {'exam': 'Tender radial head, pain on pronation/supination. Lacks 20 deg extension.',
          'xr': 'Elevated anterior fat pad (sail sign) and posterior fat pad visible. No '
                'discrete fracture line - appearances in keeping with occult radial head fracture.',
          'dx': 'Probable radial head fracture {side} (fat pad sign)', 'tx': 'Collar and cuff.',
          'plan': 'Early ROM out of collar and cuff. Virtual fracture clinic.',
          'refer': 'fracture', 'fx': True},
         {'exam': 'Tender radial head, full but painful ROM.',
          'xr': 'Undisplaced fracture of the radial head (Mason type I).',
          'dx': 'Mason I radial head fracture {side}', 'tx': 'Broad arm sling.',
          'plan': 'Virtual fracture clinic, mobilise early.', 'refer': 'fracture', 'fx': True}]},
    {'key': 'pulled_elbow', 'cat': 'msk', 'pc': 'Not using {side} arm', 'region': '{Side} elbow',
     'views': 'none', 'age': (1, 5), 'advice': 'pulled_elbow', 'off': 0,
     'hx': ['{FAMRc} {FAM} was holding hand and child pulled away to run, cried, now holding arm '
            'pronated and refusing to use it.',
            'Swung by arms in the garden by {FAMR} {FAM}. Immediately stopped using {side} arm.'],
     'outcomes': [
         {'exam': 'Holding arm flexed and pronated by side. No swelling, bruising or deformity. '
                  'No bony tenderness clavicle to wrist.',
          'xr': None, 'dx': "Pulled elbow (radial head subluxation, 'nursemaid's elbow')",
          'tx': 'Reduced using hyperpronation technique, palpable click. Reaching for sticker '
                'with affected arm within 15 mins.',
          'plan': 'Discharge. Advice re avoiding lifting by arms.', 'refer': None}]},
    {'key': 'knee', 'cat': 'msk', 'pc': '{Side} knee injury', 'region': '{Side} knee',
     'views': 'AP + lateral', 'age': (14, 60), 'advice': 'knee', 'off': 7,
     'hx': ['Twisting injury {side} knee playing 5-a-side at {LMK}, foot planted.',
            'Tackled from side playing for {CLUB}. Felt a pop. Swelling within 2 hours.'],
     'outcomes': [
         {'exam': 'Mild effusion. Tender medial joint line and MCL origin. Stable Lachman, '
                  'McMurray equivocal. Able to flex to 90. Ottawa knee rules negative.',
          'xr': None, 'dx': 'Soft tissue injury {side} knee ?MCL sprain grade I',
          'tx': 'Crutches issued, PWB.', 'plan': 'Physio referral, RICE, NSAIDs.', 'refer': None},
         {'exam': 'Tense effusion, unable to straight-leg raise comfortably. Lachman soft '
                  'end-point compared to other side.',
          'xr': 'No fracture. Moderate suprapatellar effusion. No lipohaemarthrosis. Segond '
                'fracture not seen.',
          'dx': 'Acute haemarthrosis {side} knee ?ACL rupture',
          'tx': 'Hinged knee brace, crutches PWB.',
          'plan': 'Acute knee clinic referral (orthopaedics).', 'refer': 'fracture'}]},
    {'key': 'toe', 'cat': 'msk', 'pc': 'Stubbed {side} little toe', 'region': '{Side} foot',
     'views': 'DP + oblique', 'age': (10, 80), 'advice': 'toe', 'off': 0,
     'hx': ['Stubbed {side} little toe on door frame at night. Bruised++.',
            'Dropped a paving slab on {side} foot at work ({ORG}). Wearing trainers not boots.'],
     'outcomes': [
         {'exam': 'Bruising and swelling 5th toe, no rotational deformity, nail intact.',
          'xr': 'Undisplaced fracture of the proximal phalanx of the 5th toe.',
          'dx': 'Fracture proximal phalanx {side} 5th toe', 'tx': 'Buddy strapped to 4th toe.',
          'plan': 'Stiff-soled shoe, no follow-up required.', 'refer': None, 'fx': True},
         {'exam': 'Subungual haematoma great toe occupying >50% of nail. Tender distal phalanx.',
          'xr': 'Comminuted undisplaced tuft fracture of the distal phalanx of the hallux.',
          'dx': 'Tuft fracture {side} hallux with subungual haematoma',
          'tx': 'Nail trephined with heated paperclip / cautery, relief++. Dressing applied.',
          'plan': 'Oral flucloxacillin not routinely needed. Keep clean and dry.', 'refer': None,
          'fx': True}]},
    {'key': 'ribs', 'cat': 'msk', 'pc': 'Chest wall pain after fall', 'region': 'Chest',
     'views': 'PA chest', 'age': (25, 90), 'advice': 'ribs', 'off': 10,
     'hx': ['Slipped in shower and fell against edge of bath, {side} lower ribs.',
            'Fell from stepladder (approx 1m) while cleaning gutters, landed on {side} side.'],
     'outcomes': [
         {'exam': 'Point tenderness {side} 8-9th ribs posterolaterally. Chest clear, equal air '
                  'entry. No surgical emphysema. Sats 97% RA.',
          'xr': 'No pneumothorax. No displaced rib fracture. Lungs clear. Costophrenic angles sharp.',
          'dx': 'Rib contusion / possible undisplaced rib fracture {side}',
          'tx': 'Paracetamol 1g + ibuprofen 400mg PO.',
          'plan': 'Regular analgesia, deep breathing exercises, return if SOB/fever/haemoptysis.',
          'refer': None}]},
    {'key': 'back', 'cat': 'msk', 'pc': 'Low back pain - lifting injury', 'region': 'Lumbar spine',
     'views': 'none', 'age': (20, 60), 'advice': 'back', 'off': 7,
     'hx': ['Lifting boxes at work ({ORG}), felt sudden pain lower back. Works as {PROF}.',
            'Bent to lift {FAMR} {FAM} from chair, acute onset LBP. Carer role at home.'],
     'outcomes': [
         {'exam': 'Paraspinal spasm L4/5. SLR 80 deg bilat. Power 5/5 all myotomes, reflexes '
                  'normal, sensation intact. No saddle anaesthesia, bladder/bowel normal '
                  '(cauda equina screen negative).',
          'xr': None, 'dx': 'Mechanical low back pain, no red flags',
          'tx': 'Naproxen 500mg PO given.',
          'plan': 'Keep active, analgesia, cauda equina card given, GP/physio if persisting.',
          'refer': None}]},
]

HEAD = [
    {'key': 'head_anticoag', 'cat': 'head', 'pc': 'Head injury - on anticoagulant',
     'region': 'Head', 'views': 'CT head', 'age': (68, 95), 'advice': 'head', 'off': 0,
     'hx': ['Tripped over rug at home, hit forehead on radiator. No LOC. On apixaban for AF.',
            'Fall in garden, struck back of head. Lives with {FAMR} {FAM} who witnessed, no LOC. '
            'Takes warfarin, last INR 2.6.'],
     'outcomes': [
         {'exam': 'GCS 15/15. 4cm haematoma forehead, no laceration. PEARL. No focal neurology. '
                  'C-spine: NEXUS criteria negative.',
          'xr': None, 'dx': 'Minor head injury on anticoagulation',
          'tx': 'Transfer arranged to ED at {ACUTE} for CT head within 8 hours as per NICE '
                'CG176 (2023 update).',
          'plan': 'Transferred by ambulance (non-emergency).', 'refer': 'ed'}]},
    {'key': 'head_child', 'cat': 'head', 'pc': 'Head injury', 'region': 'Head', 'views': 'none',
     'age': (2, 14), 'advice': 'head', 'off': 1,
     'hx': ['Fell off trampoline at {LMK} hitting head on frame. Cried immediately.',
            'Fell from climbing frame at {SCHOOL} approx 1.2m onto bark. Teacher reports no LOC.'],
     'outcomes': [
         {'exam': 'GCS 15, alert and playful. Small boggy swelling occiput <5cm. No signs of '
                  'basal skull fracture. Vomited once at home. PECARN low risk.',
          'xr': None, 'dx': 'Minor head injury, low risk',
          'tx': 'Observed 2 hours in unit, tolerated diet and fluids, no further vomiting.',
          'plan': 'Discharged with head injury advice to {FAMR}.', 'refer': None}]},
]
